import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@tb/router';
import { AreaFrame, Spinner, type AreaFrameProps } from '@tb/ui';
import { comboCreateStrings, comboStrings, type Translations } from './i18n';
// The futures family's styles (funding, positions, liquidation notes): each futures remote loads them, never the shell.
import '@tb/futures-ui/styles.css';

comboStrings.register();
comboCreateStrings.register();

const CreatePage = lazy(() => import('./create/CreatePage'));
const ContractsPage = lazy(() => import('./pages/ContractsPage'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner size="lg" />}>{children}</Suspense>;
}
const create = (
  <Lazy>
    <CreatePage />
  </Lazy>
);

/** The area's routes still on the frame (spec §2); their screens arrive with the bot pages. */
const PAGES: AreaFrameProps<Translations>['pages'] = [
  ['detail', 'detail/:botId'],
  ['closeDetail', 'close-detail/:botId'],
  ['historyOrders', 'orders/:botId/history'],
  ['positions', 'positions/:botId'],
  ['follow', 'follow/:botId'],
];

/**
 * Futures combo routes under `/tradingbot/{lang}/combo/` (design decision 9):
 * create (also the area's home), the phone's contract picker (`symbols`,
 * several contracts), and the bot pages.
 */
export default function ComboRoutes() {
  return (
    <Routes>
      <Route index element={create} />
      <Route path="create" element={create} />
      <Route path="symbols" element={<Lazy><ContractsPage /></Lazy>} />
      <Route path="*" element={<AreaFrame strings={comboStrings} pages={PAGES} />} />
    </Routes>
  );
}
