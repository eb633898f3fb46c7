import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Column } from '@tb/ui';
import { CloseDetailScaffold } from './CloseDetail';
import { CopyLinks, copyPath } from './CopyLinks';
import { PagedTable } from './OrdersTable';
import { BotPageState, Breadcrumb } from './PageState';
import { botPageStrings } from './strings';
import { renderPage } from './testing';
import { botStatusTone, PnlSummary, RunningTime, StatusPill } from './widgets';

const page = (props: Partial<Parameters<typeof BotPageState>[0]> = {}) => (
  <BotPageState isLoading={false} error={undefined} hasData={false} onRetry={() => undefined} title="Bot detail" {...props}>
    {() => <h1>BTCUSDT futures grid</h1>}
  </BotPageState>
);

describe('BotPageState', () => {
  it('asks anonymous visitors to log in, keeping the page name as its h1', async () => {
    await renderPage(page(), { login: 'anonymous' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bot detail' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Log in to see your bots.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows a busy skeleton while loading, then the page', async () => {
    const { rerender } = await renderPage(page({ isLoading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(page({ hasData: true }));
    expect(screen.getByRole('heading', { level: 1, name: 'BTCUSDT futures grid' })).toBeInTheDocument();
  });

  it('reads a 404 (status code, ret code or HTTP) as not found, with a way to create one', async () => {
    await renderPage(page({ error: { kind: 'business', statusCode: 404, message: 'grid not found' }, notFoundAction: { to: '/tradingbot/en/futures-grid/create/', label: 'Create a futures grid' } }));
    expect(screen.getByRole('heading', { name: 'This bot does not exist or is not yours.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a futures grid' })).toHaveAttribute('href', '/tradingbot/en/futures-grid/create/');
  });

  it('reads another trader’s bot (403 forbidden) the same way: retrying would not help', async () => {
    await renderPage(page({ error: { kind: 'business', statusCode: 403, message: 'the bot belongs to another user' } }));
    expect(screen.getByRole('heading', { name: 'This bot does not exist or is not yours.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry for any other failure', async () => {
    const onRetry = jest.fn();
    await renderPage(page({ error: { kind: 'network', message: 'offline' }, onRetry }));
    expect(screen.getByRole('heading', { name: /could not be loaded/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('small widgets', () => {
  it('breadcrumb: a labelled trail whose last item is the current page', async () => {
    await renderPage(<Breadcrumb home={{ label: 'Futures grid', to: '/tradingbot/en/futures-grid/' }} items={[{ label: 'Bot', to: '/x/' }, { label: 'Positions' }]} />);
    const items = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Futures grid', 'Bot', 'Positions']);
    expect(within(items[2]).getByText('Positions')).toHaveAttribute('aria-current', 'page');
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/tradingbot/en/futures-grid/');
  });

  it('status pill names the status; running time follows the spec’s duration rule', async () => {
    await renderPage(
      <>
        <StatusPill tone={botStatusTone('running')}>Running</StatusPill>
        <RunningTime ms={3 * 3_600_000 + 5 * 60_000} ended={false} />
        <RunningTime ms={26 * 3_600_000} ended withVerb />
      </>,
    );
    expect(screen.getByText('Running')).toHaveClass('tb-bp-status--up');
    expect(botStatusTone('cancelling')).toBe('warn');
    expect(botStatusTone('completed')).toBe('flat');
    expect(screen.getByText(/^Running for 3h/)).toBeInTheDocument();
    expect(screen.getByText(/^Ran for 1d 2h/)).toBeInTheDocument();
  });
});

describe('PnlSummary', () => {
  it('puts realised, floating, funding, fees and total side by side in that order, whatever order they come in', async () => {
    await renderPage(
      <PnlSummary
        coin="USDT"
        note="Grid profit is what completed pairs earned."
        figures={[
          { role: 'total', label: 'Total PnL', amount: '-3.5', ratio: '-0.0035' },
          { role: 'fees', label: 'Trading fees', amount: '-0.5' },
          { role: 'realised', label: 'Grid profit', amount: '12.3', ratio: '0.0123' },
          { role: 'funding', label: 'Funding', amount: '-1.3' },
          { role: 'floating', label: 'Unrealised PnL', amount: '-14', ratio: '-0.014' },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Profit and loss' });
    const terms = within(section).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Grid profit', 'Unrealised PnL', 'Funding', 'Trading fees', 'Total PnL']);
    const values = within(section).getAllByRole('definition').map((d) => d.textContent);
    expect(values[0]).toBe('+12.30 USDT (+1.23%)');
    expect(values[4]).toMatch(/^[-−]3\.50 USDT \([-−]0\.35%\)$/);
    expect(within(section).getByText('Grid profit is what completed pairs earned.')).toBeInTheDocument();
  });

  it('keeps each figure in its own left-to-right run in Arabic pages', async () => {
    await botPageStrings.load('ar-SA');
    await renderPage(<PnlSummary coin="USDT" figures={[{ role: 'total', label: 'إجمالي', amount: '5', ratio: '0.05' }]} />, { locale: 'ar-SA' });
    const section = screen.getByRole('region', { name: 'الربح والخسارة' });
    const figure = within(section).getByRole('definition').firstElementChild as HTMLElement;
    expect(figure).toHaveAttribute('dir', 'ltr');
    // the formatter's own left-to-right marks may sit before each sign
    expect(figure).toHaveTextContent(/^\u200e?\+5\.00 USDT \(\u200e?\+5\.00%\)$/);
  });
});

interface Order {
  id: string;
  side: string;
  price: string;
}
const columns: Column<Order>[] = [
  { key: 'side', header: 'Side', rowHeader: true, cell: (o) => o.side },
  { key: 'price', header: 'Price', align: 'end', cell: (o) => <bdi dir="ltr">{o.price}</bdi> },
];

function Orders({ total, onPage }: { total: number; onPage: (page: number) => void }) {
  const [current, setCurrent] = useState(1);
  const rows = [{ id: `${current}a`, side: 'Buy', price: `6${current}000.5` }];
  return (
    <PagedTable<Order>
      label="Open orders"
      columns={columns}
      rows={rows}
      rowKey={(o) => o.id}
      empty="No open orders."
      page={current}
      total={total}
      pageSize={10}
      onPage={(next) => {
        setCurrent(next);
        onPage(next);
      }}
    />
  );
}

describe('PagedTable', () => {
  it('pages with previous/next, announcing where it is; cells carry their column name for the phone cards', async () => {
    const onPage = jest.fn();
    await renderPage(<Orders total={25} onPage={onPage} />);
    const table = screen.getByRole('table', { name: 'Open orders' });
    expect(within(table).getByRole('row', { name: /Buy/ })).toHaveTextContent('61000.5');
    expect(within(table).getByText('61000.5').closest('td')).toHaveAttribute('data-label', 'Price');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });

  it('has no pager for one page, and says so when empty', async () => {
    await renderPage(<PagedTable<Order> label="Order history" columns={columns} rows={[]} rowKey={(o) => o.id} empty="No filled orders yet." page={1} total={0} pageSize={10} onPage={() => undefined} />);
    expect(within(screen.getByRole('table', { name: 'Order history' })).getByText('No filled orders yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('offers Retry when the page failed', async () => {
    const onRetry = jest.fn();
    await renderPage(<PagedTable<Order> label="x" columns={columns} rows={[]} rowKey={(o) => o.id} empty="-" page={1} total={0} pageSize={10} onPage={() => undefined} isError onRetry={onRetry} />);
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('CloseDetailScaffold', () => {
  it('lays out why it closed, the settlement, the final PnL decomposition and the facts', async () => {
    await renderPage(
      <CloseDetailScaffold
        title="BTCUSDT futures grid · closed"
        closed={false}
        detailPath="/tradingbot/en/futures-grid/detail/1/"
        reason="The liquidation price was reached."
        settlement="1,020.5 USDT to your derivatives account"
        coin="USDT"
        pnl={[
          { role: 'realised', label: 'Grid profit', amount: '30' },
          { role: 'floating', label: 'Unrealised at close', amount: '-9.5' },
          { role: 'total', label: 'Total PnL', amount: '20.5' },
        ]}
        facts={[{ label: 'Investment', value: '1,000 USDT', figure: true }]}
        copyTo={copyPath('/tradingbot/en/futures-grid/create/', '1')}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'BTCUSDT futures grid · closed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This bot is still running.');
    expect(screen.getByRole('link', { name: 'Go to the bot' })).toHaveAttribute('href', '/tradingbot/en/futures-grid/detail/1/');
    expect(screen.getByTestId('close-reason')).toHaveTextContent('The liquidation price was reached.');
    expect(screen.getByText('Investment').nextElementSibling?.firstElementChild).toHaveAttribute('dir', 'ltr');
    const pnl = screen.getByRole('region', { name: 'Profit and loss at close' });
    expect(within(pnl).getAllByRole('term').map((term) => term.textContent)).toEqual(['Grid profit', 'Unrealised at close', 'Total PnL']);
    // every close detail offers a copy; no follow page unless the bot is followable
    expect(screen.getByRole('link', { name: 'Copy parameters' })).toHaveAttribute('href', '/tradingbot/en/futures-grid/create/?copy=1');
    expect(screen.queryByRole('link', { name: 'Follow page' })).not.toBeInTheDocument();
  });
});

describe('CopyLinks', () => {
  it('names the copy and, for a followable bot, the follow page, each with its own name', async () => {
    await renderPage(<CopyLinks copyTo={copyPath('/tradingbot/en/spot-grid/create/', '42', { symbol: 'BTCUSDT' })} followTo="/tradingbot/en/spot-grid/follow/42/" />);
    expect(screen.getByRole('link', { name: 'Copy parameters' })).toHaveAttribute('href', '/tradingbot/en/spot-grid/create/?symbol=BTCUSDT&copy=42');
    expect(screen.getByRole('link', { name: 'Follow page' })).toHaveAttribute('href', '/tradingbot/en/spot-grid/follow/42/');
  });

  it('speaks Arabic in ar-SA', async () => {
    await act(() => botPageStrings.load('ar-SA'));
    await renderPage(<CopyLinks copyTo="/x?copy=1" followTo="/f/1/" />, { locale: 'ar-SA' });
    expect(screen.getByRole('link', { name: 'نسخ الإعدادات' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'صفحة المتابعة' })).toBeInTheDocument();
  });
});

describe('the scaffolds’ strings', () => {
  it('arrive in zh-TW on demand', async () => {
    await act(() => botPageStrings.load('zh-TW'));
    await renderPage(page({ error: { kind: 'network', message: 'x' } }), { locale: 'zh-TW' });
    expect(screen.getByRole('button', { name: '重試' })).toBeInTheDocument();
  });
});
