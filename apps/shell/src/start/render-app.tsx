import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppStore } from '@tb/data-access-api';
import { Provider } from '@tb/data-access-api';
import { reportError } from '@tb/data-access-session';
import { App } from '../app/App';
import { whenIdle } from './when-idle';

/** The start's last step (bootstrap.tsx): the first render, then what waits for it. */
export function renderApp(store: AppStore): void {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // The first render is a transition: React renders it in slices of ~5 ms and lets the browser
  // paint and answer input between them, instead of one long task of the whole first screen
  // (~0.9 s on the home under Lighthouse's 4× CPU slowdown, issue 30). Nothing is shown until it
  // commits either way; index.html's own markup stays on screen meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Provider store={store}>
          <App />
        </Provider>
      </StrictMode>,
    );
  });
  // When the browser is idle after first paint: analytics must never delay it.
  whenIdle(() => {
    void import('../analytics/sink').then(({ installAnalyticsSink }) => installAnalyticsSink());
  });
  window.addEventListener('error', (event) => reportError('uncaught_error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError('unhandled_rejection', event.reason));
}
