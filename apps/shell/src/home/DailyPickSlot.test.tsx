import { act, screen, waitFor } from '@testing-library/react';
import { loadProfile } from '@tb/data-access-session';
import { fail, fakeExchange, ok, PROFILE, ready, renderWithStore } from '../testing/render';
import { DAILY_PICK_POPUP_MODULE, DailyPickSlot } from './DailyPickSlot';

let restore = () => undefined as void;
beforeAll(() => ready());
afterEach(() => restore());

const popup = ({ locale }: { locale: string }) => <div role="dialog" aria-label={`pick ${locale}`} />;

describe('Home: the daily pick pop-up slot', () => {
  it('is the AI pick remote’s exposed module', () => {
    expect(DAILY_PICK_POPUP_MODULE).toBe('ai_pick/DailyPickPopup');
  });

  it('loads the remote’s pop-up for a logged-in user and gives it the page’s locale', async () => {
    restore = fakeExchange((url) => (url.endsWith('/user/profile') ? ok(PROFILE) : undefined)).restore;
    const load = jest.fn(async () => popup);
    const { store } = renderWithStore(<DailyPickSlot locale="zh-TW" load={load} enabled />);
    await act(() => store.dispatch(loadProfile()));
    expect(await screen.findByRole('dialog', { name: 'pick zh-TW' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a visitor, nor before the area is released', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    restore = fakeExchange(() => fail(10007)).restore;
    const load = jest.fn(async () => popup);
    const { store } = renderWithStore(<DailyPickSlot locale="en" load={load} enabled />);
    await act(() => store.dispatch(loadProfile()));
    expect(load).not.toHaveBeenCalled();
    restore();

    restore = fakeExchange((url) => (url.endsWith('/user/profile') ? ok(PROFILE) : undefined)).restore;
    const second = renderWithStore(<DailyPickSlot locale="en" load={load} enabled={false} />);
    await act(() => second.store.dispatch(loadProfile()));
    expect(load).not.toHaveBeenCalled();
  });

  it('a pop-up that cannot load or throws leaves the home alone', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    restore = fakeExchange((url) => (url.endsWith('/user/profile') ? ok(PROFILE) : undefined)).restore;
    const broken = () => {
      throw new Error('boom');
    };
    const { store, container } = renderWithStore(
      <>
        <p>home</p>
        <DailyPickSlot locale="en" load={async () => broken} enabled />
        <DailyPickSlot locale="en" load={() => Promise.reject(new Error('offline'))} enabled />
      </>,
    );
    await act(() => store.dispatch(loadProfile()));
    // the pop-up loads once the browser is idle after the home's paint (whenIdle): wait for both attempts
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[shell] the daily pick pop-up could not be loaded', expect.any(Error)));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[shell] the daily pick pop-up failed while rendering', expect.any(Error)));
    expect(container).toHaveTextContent('home');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
