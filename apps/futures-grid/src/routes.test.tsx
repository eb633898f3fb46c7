import { render, screen } from '@testing-library/react';
import { missingKeys } from '@tb/i18n';
import { AreaProvider, MemoryRouter, Route, Routes } from '@tb/router';
import FuturesGridRoutes from './routes';
import { resources } from './i18n';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[`/tradingbot/en/futures-grid/${path}${path ? '/' : ''}`]}>
      <Routes>
        <Route
          path="/tradingbot/:lang/futures-grid/*"
          element={
            <AreaProvider homePath="/tradingbot/en/" area="futures-grid" locale="en">
              <FuturesGridRoutes />
            </AreaProvider>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Futures grid routes', () => {
  it.each([
    ['create', 'Create bot'],
    ['detail/123', 'Bot detail'],
    ['positions/123', 'Positions'],
    ['follow/123', 'Copy detail'],
  ])('/%s renders its page with the area navigation', (path, page) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Futures grid · ${page}`);
    for (const link of screen.getByRole('navigation', { name: 'Sections' }).querySelectorAll('a')) {
      expect(link.getAttribute('href')).toMatch(/^\/tradingbot\/en\/futures-grid\/([a-z-]+\/)?$/);
    }
    const botId = /\/(\d+)/.exec(path)?.[1];
    if (botId) expect(screen.getByText(botId)).toBeInTheDocument();
  });

  it('an unknown page falls back to the area’s first page', () => {
    renderAt('no-such-page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Futures grid');
  });

  it.each(['zh-TW', 'ar-SA'] as const)('%s translates every key', (locale) => {
    expect(missingKeys(resources.en, resources[locale])).toEqual([]);
  });
});
