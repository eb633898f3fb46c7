import { render, screen } from '@testing-library/react';
import { missingKeys } from '@tb/i18n';
import { AreaProvider, MemoryRouter, Route, Routes } from '@tb/router';
import RankingRoutes from './routes';
import { resources } from './i18n';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[`/tradingbot/en/ranking/${path}${path ? '/' : ''}`]}>
      <Routes>
        <Route
          path="/tradingbot/:lang/ranking/*"
          element={
            <AreaProvider homePath="/tradingbot/en/" area="ranking" locale="en">
              <RankingRoutes />
            </AreaProvider>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Bot ranking routes', () => {
  it.each([
    ['', 'Ranking list'],
  ])('/%s renders its page with the area navigation', (path, page) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Bot ranking · ${page}`);
    for (const link of screen.getByRole('navigation', { name: 'Sections' }).querySelectorAll('a')) {
      expect(link.getAttribute('href')).toMatch(/^\/tradingbot\/en\/ranking\/([a-z-]+\/)?$/);
    }
    const botId = /\/(\d+)/.exec(path)?.[1];
    if (botId) expect(screen.getByText(botId)).toBeInTheDocument();
  });

  it('an unknown page falls back to the area’s first page', () => {
    renderAt('no-such-page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bot ranking');
  });

  it.each(['zh-TW', 'ar-SA'] as const)('%s translates every key', (locale) => {
    expect(missingKeys(resources.en, resources[locale])).toEqual([]);
  });
});
