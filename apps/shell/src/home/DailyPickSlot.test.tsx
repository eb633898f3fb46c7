import { act, screen, waitFor } from '@testing-library/react';
import { loadProfile } from '@tb/data-access-session';
import { DAILY_PICK_PATHS, markSeen, useAiPickDailyPickQuery } from '@tb/feature-bot-pages/daily-pick';
import { fail, fakeExchange, ok, PROFILE, ready, renderWithStore } from '../testing/render';
import { DAILY_PICK_POPUP_MODULE, DailyPickSlot } from './DailyPickSlot';

let restore = () => undefined as void;
beforeAll(() => ready());
beforeEach(() => window.localStorage.clear());
afterEach(() => restore());

const PICK_DATE = '2026-11-23';
/** The day's answer of get-daily-pick (only the fields the slot reads matter here). */
const day = (pick: { no_pop: boolean } | null) =>
  ok({ status_code: 200, debug_msg: '', date: PICK_DATE, pick: pick && { date: PICK_DATE, bot_name: 'BTC long', ...pick }, none_passed: pick === null, candidates: [], no_pop: pick?.no_pop ?? false });

/** A signed-in trader's exchange answering get-daily-pick with `answer`; `pickCalls()` counts the calls. */
function trader(answer = day({ no_pop: false })) {
  const exchange = fakeExchange((url) => (url.endsWith('/user/profile') ? ok(PROFILE) : url.endsWith(DAILY_PICK_PATHS.getDailyPick) ? answer : undefined));
  restore = exchange.restore;
  return { pickCalls: () => exchange.calls.filter((call) => call.path === DAILY_PICK_PATHS.getDailyPick).length };
}

// a pop-up double reading the pick as the remote's does (the same endpoint of the shared slice)
function Popup({ locale }: { locale: string }) {
  const { data } = useAiPickDailyPickQuery();
  return data?.pick ? <div role="dialog" aria-label={`pick ${locale} ${data.pick.date}`} /> : null;
}
const popup = Popup;

describe('Home: the daily pick pop-up slot', () => {
  it('is the AI pick remote’s exposed module', () => {
    expect(DAILY_PICK_POPUP_MODULE).toBe('ai_pick/DailyPickPopup');
  });

  it('loads the remote’s pop-up when today’s pick opens for the trader, and the pop-up reads the slot’s answer (one call)', async () => {
    const { pickCalls } = trader();
    const load = jest.fn(async () => popup);
    const { store } = renderWithStore(<DailyPickSlot locale="zh-TW" load={load} enabled />);
    await act(() => store.dispatch(loadProfile()));
    expect(await screen.findByRole('dialog', { name: `pick zh-TW ${PICK_DATE}` })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(pickCalls()).toBe(1);
  });

  it.each([
    ['already seen on the pick’s date', day({ no_pop: false }), true],
    ['the trader’s “don’t show again” (no_pop)', day({ no_pop: true }), false],
    ['no pick today (none passed)', day(null), false],
  ])('does not load the remote when the pop-up stays shut: %s', async (_case, answer, seen) => {
    if (seen) markSeen(PROFILE.id, PICK_DATE);
    const { pickCalls } = trader(answer);
    const load = jest.fn(async () => popup);
    const { store } = renderWithStore(<DailyPickSlot locale="en" load={load} enabled />);
    await act(() => store.dispatch(loadProfile()));
    await waitFor(() => expect(pickCalls()).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks nothing and loads nothing for a visitor, nor before the area is released', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const visitor = fakeExchange(() => fail(10007));
    restore = visitor.restore;
    const load = jest.fn(async () => popup);
    const { store } = renderWithStore(<DailyPickSlot locale="en" load={load} enabled />);
    await act(() => store.dispatch(loadProfile()));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
    expect(visitor.calls.filter((call) => call.path === DAILY_PICK_PATHS.getDailyPick)).toHaveLength(0);
    restore();

    const { pickCalls } = trader();
    const second = renderWithStore(<DailyPickSlot locale="en" load={load} enabled={false} />);
    await act(() => second.store.dispatch(loadProfile()));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
    expect(pickCalls()).toBe(0);
  });

  it('a pop-up that cannot load or throws leaves the home alone', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    trader();
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
    // the pick is asked once the browser is idle after the home's paint (whenIdle): wait for both attempts
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[shell] the daily pick pop-up could not be loaded', expect.any(Error)));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[shell] the daily pick pop-up failed while rendering', expect.any(Error)));
    expect(container).toHaveTextContent('home');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
