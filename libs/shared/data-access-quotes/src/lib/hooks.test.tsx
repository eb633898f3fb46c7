import { act, render, screen } from '@testing-library/react';
import { Profiler, memo } from 'react';
import { QuoteFeed } from './feed';
import { useQuote, useQuoteFeedStatus, useQuotes } from './hooks';
import { FakeSocket } from './test-socket';

beforeEach(() => {
  jest.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => jest.useRealTimers());

const renders = new Map<string, number>();

const Row = memo(function Row({ symbol, feed }: { symbol: string; feed: QuoteFeed }) {
  const quote = useQuote(symbol, feed);
  renders.set(symbol, (renders.get(symbol) ?? 0) + 1);
  return (
    <tr>
      <th scope="row">{symbol}</th>
      <td>{quote?.close ?? '--'}</td>
    </tr>
  );
});

function Board({ symbols, feed }: { symbols: string[]; feed: QuoteFeed }) {
  const status = useQuoteFeedStatus(feed);
  return (
    <table aria-label={`quotes ${status}`}>
      <tbody>
        {symbols.map((symbol) => (
          <Row key={symbol} symbol={symbol} feed={feed} />
        ))}
      </tbody>
    </table>
  );
}

describe('useQuote on a page with 50 live symbols', () => {
  it('re-renders each row once per batch, not per message, and never the whole page', () => {
    renders.clear();
    const feed = new QuoteFeed({ createSocket: (url) => new FakeSocket(url), url: () => 'ws://x' });
    const symbols = Array.from({ length: 50 }, (_, i) => `S${i}USDT`);
    let pageCommits = 0;
    render(
      <Profiler id="page" onRender={(_id, phase) => phase === 'update' && (pageCommits += 1)}>
        <Board symbols={symbols} feed={feed} />
      </Profiler>,
    );
    const socket = FakeSocket.latest();
    act(() => socket.open());
    expect(screen.getByRole('table', { name: 'quotes open' })).toBeInTheDocument();
    const commitsAfterOpen = pageCommits;
    act(() => {
      for (let round = 0; round < 10; round += 1) symbols.forEach((symbol, i) => socket.push(symbol, round, `${i}.${round}`));
    });
    act(() => jest.advanceTimersByTime(250));
    expect(screen.getByRole('row', { name: /S3USDT/ })).toHaveTextContent('3.9');
    // 500 messages → one render per row (plus the first), one commit of the page.
    expect(Math.max(...renders.values())).toBe(2);
    expect(pageCommits - commitsAfterOpen).toBe(1);
  });
});

describe('useQuotes', () => {
  it('returns the rows of several symbols and subscribes each once', () => {
    const feed = new QuoteFeed({ createSocket: (url) => new FakeSocket(url), url: () => 'ws://x' });
    function Pair() {
      const rows = useQuotes(['BTCUSDT', 'ETHUSDT'], feed);
      return <p>{`${rows.BTCUSDT?.close ?? '--'} / ${rows.ETHUSDT?.close ?? '--'}`}</p>;
    }
    const { unmount } = render(
      <>
        <Pair />
        <Pair />
      </>,
    );
    const socket = FakeSocket.latest();
    act(() => socket.open());
    expect(socket.subs()).toEqual(['BTCUSDT', 'ETHUSDT']);
    act(() => {
      socket.push('BTCUSDT', 1, '65000');
      jest.advanceTimersByTime(250);
    });
    expect(screen.getAllByText('65000 / --')).toHaveLength(2);
    unmount();
    expect(socket.subs('cancel')).toEqual(['BTCUSDT', 'ETHUSDT']);
  });
});
