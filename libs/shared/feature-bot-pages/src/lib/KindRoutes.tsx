import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@tb/router';

/**
 * Where each page a bot kind's area may have lives under the area, by role: one spelling for every
 * kind, the one the shared pages link to (`area.path('detail', id)`, `'close-detail'`, `'follow'`:
 * bot-dialog, close-links, FollowScaffold, review-submit). A kind says which roles it has, never
 * their paths.
 */
export const KIND_PAGE_PATHS = {
  /** the phone's symbol or contract picker */
  symbols: 'symbols',
  detail: 'detail/:botId',
  closeDetail: 'close-detail/:botId',
  openOrders: 'orders/:botId/open',
  historyOrders: 'orders/:botId/history',
  positions: 'positions/:botId',
  /** the follow/copy detail of another user's bot */
  follow: 'follow/:botId',
} as const;

export type KindPageRole = keyof typeof KIND_PAGE_PATHS;

export interface KindRoutesProps {
  /** The create page: the area's home (its index and `create/`). */
  create: ReactNode;
  /**
   * The create page is a chunk of its own (`lazy`): it gets a Suspense showing `loading`, one boundary
   * for the index, `create/` and the fallback. Without it the create page is in the exposed module and
   * renders as it is (no boundary of its own).
   */
  lazyCreate?: boolean;
  /** The pages the kind has, by role (each at its KIND_PAGE_PATHS path); a role left out has no route. */
  pages: Partial<Record<KindPageRole, ReactNode>>;
  /** Pages only this kind has, at their own paths under the area (router syntax): [path, page]. */
  more?: ReadonlyArray<readonly [path: string, page: ReactNode]>;
  /** What a page (not the create page) shows while its code or strings load: each is in a Suspense of its own. */
  loading: ReactNode;
  /** An unknown path under the area: the create page unless the kind says otherwise. */
  fallback?: ReactNode;
}

/**
 * A bot kind's route table under `/tradingbot/{lang}/<area>/`: the create page at the area's index,
 * `create/` and (unless `fallback`) any unknown path; its pages by role at the shared paths; its own
 * further pages. Every page but the create page is wrapped in a Suspense of its own showing `loading`,
 * so a lazy page loads when its route opens.
 */
export function KindRoutes({ create: createPage, lazyCreate = false, pages, more = [], loading, fallback }: KindRoutesProps) {
  const create = lazyCreate ? <Suspense fallback={loading}>{createPage}</Suspense> : createPage;
  const rows = [...(Object.keys(pages) as KindPageRole[]).map((role) => [KIND_PAGE_PATHS[role], pages[role]] as const), ...more];
  return (
    <Routes>
      <Route index element={create} />
      <Route path="create" element={create} />
      {rows.map(([path, page]) => (
        // keyed by path: each page is a boundary of its own, so opening one shows `loading` at once (and the
        // address changes at once) rather than the router's transition holding the page it leaves on screen
        <Route
          key={path}
          path={path}
          element={
            <Suspense key={path} fallback={loading}>
              {page}
            </Suspense>
          }
        />
      ))}
      <Route path="*" element={fallback ?? create} />
    </Routes>
  );
}
