import { render, screen } from '@testing-library/react';
import { missingKeys } from '@tb/i18n';
import { AreaProvider, MemoryRouter, Route, Routes } from '@tb/router';
import AiPickRoutes from './routes';
import { resources } from './i18n';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[`/tradingbot/en/ai-pick/${path}${path ? '/' : ''}`]}>
      <Routes>
        <Route
          path="/tradingbot/:lang/ai-pick/*"
          element={
            <AreaProvider homePath="/tradingbot/en/" area="ai-pick" locale="en">
              <AiPickRoutes />
            </AreaProvider>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AI daily pick routes', () => {
  it.each([
    ['', 'Today’s pick'],
  ])('/%s renders its page with the area navigation', (path, page) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`AI daily pick · ${page}`);
    for (const link of screen.getByRole('navigation', { name: 'Sections' }).querySelectorAll('a')) {
      expect(link.getAttribute('href')).toMatch(/^\/tradingbot\/en\/ai-pick\/([a-z-]+\/)?$/);
    }
    const botId = /\/(\d+)/.exec(path)?.[1];
    if (botId) expect(screen.getByText(botId)).toBeInTheDocument();
  });

  it('an unknown page falls back to the area’s first page', () => {
    renderAt('no-such-page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('AI daily pick');
  });

  it.each(['zh-TW', 'ar-SA'] as const)('%s translates every key', (locale) => {
    expect(missingKeys(resources.en, resources[locale])).toEqual([]);
  });
});
