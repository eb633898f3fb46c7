import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPage, Route, routePreloader, Routes, useArea, type PreloadingRoutes } from '@tb/router';
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

function renderArea(at = '/tradingbot/zh-TW/spot-grid/') {
  return render(
    <MemoryRouter initialEntries={[at]}>
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

  it("mounts the remote once the page of the address has loaded, so the page never suspends", async () => {
    let arrive: (module: { default: typeof AreaProbe }) => void = () => undefined;
    const load = jest.fn(() => new Promise<{ default: typeof AreaProbe }>((resolve) => (arrive = resolve)));
    const Detail = lazyPage(load);
    const create = lazyPage(async () => ({ default: () => <p>create</p> }));
    // a page that suspended would show this fallback: it must never appear
    const Routes$ = Object.assign(
      () => (
        <Suspense fallback={<p>page fallback</p>}>
          <Routes>
            <Route path="detail/:botId" element={<Detail />} />
          </Routes>
        </Suspense>
      ),
      { preload: routePreloader([['detail/:botId', Detail], ['*', create]]) },
    ) satisfies PreloadingRoutes;
    jest.mocked(loadRemoteRoutes).mockResolvedValue(Routes$);
    renderArea('/tradingbot/en/spot-grid/detail/42/');
    await act(async () => undefined);
    // the detail page's module was asked for (once), the create page's was not; the shell's loading state stays
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Spot grid');
    expect(screen.queryByText('page fallback')).toBeNull();
    await act(async () => arrive({ default: AreaProbe }));
    expect(await screen.findByRole('heading')).toHaveTextContent('mounted at /tradingbot/en/spot-grid/');
    expect(screen.queryByText('page fallback')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page whose preload fails is left to its own load: the failure shows in the area with Retry', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyPage(() => Promise.reject(new Error('ChunkLoadError: create')));
    const Routes$ = Object.assign(() => <Page />, { preload: routePreloader([['*', Page]]) });
    jest.mocked(loadRemoteRoutes).mockResolvedValue(Routes$);
    renderArea();
    expect(await screen.findByRole('alert')).toHaveTextContent('ChunkLoadError: create');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    spy.mockRestore();
  });
});

describe('routePreloader', () => {
  const page = () => ({ preload: jest.fn(() => Promise.resolve()) });
  it('loads the first page whose pattern matches the path under the area, `*` matching anything', async () => {
    const [create, detail, round] = [page(), page(), page()];
    const preload = routePreloader([['', create], ['detail/:botId', detail], ['round/:botId/:roundId', round], ['*', create]]);
    await preload('detail/100000000000000013/');
    await preload('round/1/2');
    await preload('');
    await preload('no/such/page');
    expect(detail.preload).toHaveBeenCalledTimes(1);
    expect(round.preload).toHaveBeenCalledTimes(1);
    expect(create.preload).toHaveBeenCalledTimes(2);
  });
  it('a path no page matches loads nothing', async () => {
    const detail = page();
    await expect(routePreloader([['detail/:botId', detail]])('strategy')).resolves.toBeUndefined();
    expect(detail.preload).not.toHaveBeenCalled();
  });
});
