import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useArea } from '@tb/router';
import { MemoryRouter } from '@tb/router/testing';
import { registerTranslations } from '@tb/i18n';
import { shellTranslations } from '../i18n/shell-translations';
import { RemoteArea } from './RemoteArea';
import { loadRemoteRoutes } from './remotes';

jest.mock('./remotes', () => ({
  loadRemoteRoutes: jest.fn(),
  areaOf: (name: string) => name.replace(/_/g, '-'),
}));

registerTranslations('shell', shellTranslations);

function renderArea() {
  return render(
    <MemoryRouter initialEntries={['/tradingbot/zh-TW/spot-grid/']}>
      <Routes>
        <Route path="/tradingbot/:lang/spot-grid/*" element={<RemoteArea name="spot_grid" title="Spot grid" />} />
      </Routes>
    </MemoryRouter>,
  );
}

function AreaProbe() {
  const area = useArea();
  return <h1>{`mounted at ${area.basePath} (${area.locale}) → ${area.path('detail', '123')}`}</h1>;
}

describe('RemoteArea', () => {
  it('shows loading, then the remote mounted with its area', async () => {
    jest.mocked(loadRemoteRoutes).mockResolvedValue(AreaProbe);
    renderArea();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Spot grid');
    expect(await screen.findByRole('heading')).toHaveTextContent(
      'mounted at /tradingbot/zh-TW/spot-grid/ (zh-TW) → /tradingbot/zh-TW/spot-grid/detail/123/',
    );
  });

  it('a remote that cannot load shows a clear message; Retry loads it fresh without a reload', async () => {
    jest.mocked(loadRemoteRoutes).mockRejectedValueOnce(new Error('RUNTIME-008 failed to load script')).mockResolvedValue(AreaProbe);
    renderArea();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Spot grid is unavailable right now');
    expect(alert).toHaveTextContent('RUNTIME-008');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading')).toHaveTextContent('mounted at');
    expect(loadRemoteRoutes).toHaveBeenLastCalledWith('spot_grid', true);
  });

  it('a remote that throws while rendering is contained in its area', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom in remote');
    };
    jest.mocked(loadRemoteRoutes).mockResolvedValueOnce(Broken).mockResolvedValue(AreaProbe);
    renderArea();
    expect(await screen.findByRole('alert')).toHaveTextContent('boom in remote');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading')).toHaveTextContent('mounted at');
    spy.mockRestore();
  });
});
