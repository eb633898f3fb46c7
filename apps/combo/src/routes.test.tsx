import { render, screen } from '@testing-library/react';
import { missingKeys } from '@tb/i18n';
import { AreaProvider, MemoryRouter, Route, Routes } from '@tb/router';
import ComboRoutes from './routes';
import { resources } from './i18n';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[`/tradingbot/en/combo/${path}${path ? '/' : ''}`]}>
      <Routes>
        <Route
          path="/tradingbot/:lang/combo/*"
          element={
            <AreaProvider homePath="/tradingbot/en/" area="combo" locale="en">
              <ComboRoutes />
            </AreaProvider>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Futures combo routes', () => {
  it.each([
    ['create', 'Create bot'],
    ['detail/123', 'Bot detail'],
    ['positions/123', 'Positions'],
    ['close-detail/123', 'Close detail'],
  ])('/%s renders its page with the area navigation', (path, page) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Futures combo · ${page}`);
    for (const link of screen.getByRole('navigation', { name: 'Sections' }).querySelectorAll('a')) {
      expect(link.getAttribute('href')).toMatch(/^\/tradingbot\/en\/combo\/([a-z-]+\/)?$/);
    }
    const botId = /\/(\d+)/.exec(path)?.[1];
    if (botId) expect(screen.getByText(botId)).toBeInTheDocument();
  });

  it('an unknown page falls back to the area’s first page', () => {
    renderAt('no-such-page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Futures combo');
  });

  it.each(['zh-TW', 'ar-SA'] as const)('%s translates every key', (locale) => {
    expect(missingKeys(resources.en, resources[locale])).toEqual([]);
  });
});
