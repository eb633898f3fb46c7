import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { skipToken } from '@tb/data-access-api';
import { outside, percentRange } from './bounds';
import { useLimitVerdict, useSubmitAfterVerdict, type LimitQueryState } from './limit-verdict';

type Body = { margin: string };
type Answer = { check_code: string; from: 'server' | 'engine' };

function Probe({ body, ask, query }: { body: Body | null; ask: boolean; query: jest.Mock<LimitQueryState<Answer>, [Body | typeof skipToken]> }) {
  const { limits, checking } = useLimitVerdict(body, { ask, useLimitQuery: query, local: localAnswer, pauseMs: 100 });
  return <p>{`${limits ? `${limits.from} ${limits.check_code}` : 'none'}${checking ? ' checking' : ''}`}</p>;
}
const localAnswer = (body: Body): Answer => ({ check_code: body.margin === '1' ? 'TOO_LOW' : 'OK', from: 'engine' });

describe('useLimitVerdict', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('a visitor gets the engine’s verdict once typing pauses, and the private call is never made', () => {
    const query = jest.fn<LimitQueryState<Answer>, [Body | typeof skipToken]>(() => ({ isFetching: false }));
    const { rerender } = render(<Probe body={{ margin: '1' }} ask={false} query={query} />);
    act(() => jest.advanceTimersByTime(150));
    expect(screen.getByText('engine TOO_LOW')).toBeInTheDocument();
    rerender(<Probe body={{ margin: '100' }} ask={false} query={query} />);
    act(() => jest.advanceTimersByTime(150));
    expect(screen.getByText('engine OK')).toBeInTheDocument();
    expect(query.mock.calls.every(([arg]) => arg === skipToken)).toBe(true);
  });

  it('a trader asks the exchange with the settled body and shows its answer', () => {
    const query = jest.fn<LimitQueryState<Answer>, [Body | typeof skipToken]>((arg) => (arg === skipToken ? { isFetching: false } : { isFetching: false, data: { check_code: `SERVER ${arg.margin}`, from: 'server' } }));
    const { rerender } = render(<Probe body={{ margin: '5' }} ask query={query} />);
    expect(screen.getByText('server SERVER 5')).toBeInTheDocument();
    rerender(<Probe body={{ margin: '7' }} ask query={query} />);
    expect(screen.getByText('server SERVER 5 checking')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(150));
    expect(screen.getByText('server SERVER 7')).toBeInTheDocument();
    expect(query).toHaveBeenLastCalledWith({ margin: '7' });
  });
});

/** A form whose Review goes on with the verdict it has when it goes on: what it saw is written down. */
function Form({ body, query }: { body: Body; query: jest.Mock<LimitQueryState<Answer>, [Body | typeof skipToken]> }) {
  const { limits, checking } = useLimitVerdict(body, { ask: true, useLimitQuery: query, local: localAnswer, pauseMs: 100 });
  const [outcome, setOutcome] = useState('');
  const submit = useSubmitAfterVerdict(checking, () => setOutcome(limits?.check_code === 'OK' ? 'confirm' : `refused ${limits?.check_code ?? 'none'}`));
  return (
    <>
      <button onClick={submit}>Review</button>
      <p>{outcome || 'nothing'}</p>
    </>
  );
}

describe('useSubmitAfterVerdict', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const query = () => jest.fn<LimitQueryState<Answer>, [Body | typeof skipToken]>((arg) => (arg === skipToken ? { isFetching: false } : { isFetching: false, data: { check_code: arg.margin === '1' ? 'TOO_LOW' : 'OK', from: 'server' } }));

  it('a Review while the verdict of what was just typed is in flight waits for it: the stale refusal of earlier values never refuses', () => {
    const q = query();
    const { rerender } = render(<Form body={{ margin: '1' }} query={q} />);
    rerender(<Form body={{ margin: '1000' }} query={q} />);
    act(() => screen.getByRole('button', { name: 'Review' }).click());
    expect(screen.getByText('nothing')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(150));
    expect(screen.getByText('confirm')).toBeInTheDocument();
  });

  it('goes on at once with nothing in flight, and says the current refusal', () => {
    const q = query();
    render(<Form body={{ margin: '1' }} query={q} />);
    act(() => screen.getByRole('button', { name: 'Review' }).click());
    expect(screen.getByText('refused TOO_LOW')).toBeInTheDocument();
  });
});

describe('percentRange / outside', () => {
  it('shows fraction bounds as percents and says which side a value crosses', () => {
    expect(percentRange({ min: '0.01', max: '0.5' })).toEqual({ min: '1', max: '50' });
    expect(percentRange({ min: '', max: '0.5' })).toEqual({ min: '', max: '50' });
    expect(outside('0.5', { min: '1', max: '50' })).toBe('low');
    expect(outside('50.01', { min: '1', max: '50' })).toBe('high');
    expect(outside('50', { min: '1', max: '50' })).toBeNull();
    expect(outside('abc', { min: '1', max: '50' })).toBeNull();
  });
});
