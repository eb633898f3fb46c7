/**
 * The router every app of the page uses, shared at run time as one singleton.
 *
 * Why a facade instead of sharing `react-router-dom` itself: Module Federation
 * cannot tree-shake a shared package, and react-router-dom 7 shared whole is
 * ~62 KB gzipped (data routers, server rendering, sessions, cookies...). Shared
 * through this module, the page downloads react-router-dom once (the shell's
 * copy) and only the part listed here. A remote that needs another export adds
 * it here; lint forbids importing react-router-dom directly elsewhere.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
  createSearchParams,
  generatePath,
  matchPath,
} from 'react-router-dom';
export type { Location, NavigateFunction, NavigateOptions, To, LinkProps, NavLinkProps } from 'react-router-dom';

export { AreaProvider, createArea, useArea, type Area } from './lib/area';
export { lazyPage, routePreloader, type LazyPage, type PreloadingRoutes } from './lib/lazy-page';
