import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';

/** A page component whose module loads on first use, and can be asked for before that (`preload`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy's own signature
export type LazyPage<T extends ComponentType<any>> = ComponentType<ComponentProps<T>> & { preload(): Promise<void> };

/**
 * A route's page loaded when it first opens, like `React.lazy`, whose module can also be asked for
 * ahead of its first render: the shell asks for the page of the address a remote opens on while it
 * shows its own loading state, then mounts the remote (`routePreloader`, RemoteArea).
 *
 * Why (issue 30): a page that suspends while its chunk downloads leaves a newly mounted Suspense
 * boundary showing its fallback, and React 19 retries that boundary on rotating retry lanes until the
 * chunk arrives — measured 200–990 commits of the remote's route table and spinner in one load, about
 * 150 ms of main-thread work on a desktop CPU while the first page's code downloads. A page whose
 * module has arrived renders it directly, without suspending; a page element that first rendered
 * before that keeps rendering through `React.lazy` (its component type never changes under it, so it
 * keeps its state).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy's own signature
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyPage<T> {
  let loaded: T | undefined;
  let pending: Promise<{ default: T }> | undefined;
  const start = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Suspending = lazy(start);
  function Page(props: ComponentProps<T>) {
    const [direct] = useState(() => loaded);
    return direct ? createElement(direct, props) : createElement(Suspending, props);
  }
  return Object.assign(Page, { preload: () => start().then(() => undefined) });
}

/** A remote's routes component that can load the page of an address before it mounts (see `lazyPage`). */
export type PreloadingRoutes = ComponentType & { preload?: (path: string) => Promise<void> };

/**
 * `(path) => promise`: loads the page a path under the area opens (`''`, `create`, `detail/123`), the
 * first pattern of `pages` it matches (react-router's `matchPath`; `*` matches anything); nothing to
 * load resolves at once.
 */
export function routePreloader(pages: ReadonlyArray<readonly [pattern: string, page: { preload(): Promise<void> }]>): (path: string) => Promise<void> {
  return (path) => {
    const pathname = `/${path.replace(/^\/+/, '')}`;
    const found = pages.find(([pattern]) => pattern === '*' || matchPath({ path: `/${pattern}`, end: true }, pathname) !== null);
    return found ? found[1].preload() : Promise.resolve();
  };
}
