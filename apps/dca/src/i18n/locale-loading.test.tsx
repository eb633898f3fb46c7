import { screen } from '@testing-library/react';
import { isolatedFigures } from '@tb/util-format';
import { CONFIG } from '../detail/fixtures';
import { envelope, fakeExchange, renderInArea } from '../create/test-harness';
import DcaRoutes from '../routes';

jest.mock('@tb/data-access-quotes', () => ({ useQuote: () => undefined, useQuotes: () => ({}), useQuoteFeedStatus: () => 'open' }));

describe('languages fetched on demand', () => {
  it('renders the area in Arabic once its strings arrive, with figures isolated left to right', async () => {
    const ex = fakeExchange((path) => (path.endsWith('/create-bot-configuration') ? envelope(CONFIG) : undefined));
    await renderInArea(<DcaRoutes />, { path: '/tradingbot/ar-SA/dca/create/?base=BTC', locale: 'ar-SA' });
    expect(await screen.findByRole('heading', { level: 1, name: 'إنشاء روبوت شراء متكرر' })).toBeInTheDocument();
    const balance = await screen.findByTestId('available-balance');
    expect(balance).toHaveTextContent(/^المتاح: /);
    expect(isolatedFigures(balance.textContent ?? '')).toEqual([{ figure: '1,000.00 USDT', kind: 'ltr' }]);
    expect(screen.getByRole('textbox', { name: 'المبلغ لكل جولة للعملة 1' })).toBeInTheDocument();
    ex.restore();
  });
});
