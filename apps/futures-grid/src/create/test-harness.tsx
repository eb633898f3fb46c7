/**
 * Test support of the create page (not shipped): a scripted exchange that
 * serves the simulator's BTCUSDT and ETHUSDT contracts, a USDT balance, and
 * answers validate-fgrid-input with the engine's own validator (what the
 * simulator runs), recording every call; the area's routes mounted where
 * the shell mounts them, in a login state.
 */
import { render } from '@testing-library/react';
import type { FuturesGridAiParamsResult, FuturesGridFollowDetail, FuturesGridValidateBody } from '@tb/contracts';
import { API_PATHS, FUTURES_GRID_PATHS } from '@tb/contracts/paths';
import { Provider } from '@tb/data-access-api';
import { envelope, scriptedExchange, type ScriptedAnswer, type ScriptedRequest } from '@tb/data-access-api/testing';
import { ALL_FLAGS, storeWithLogin, withFlags } from '@tb/data-access-session/testing';
import type { FeatureFlag } from '@tb/contracts';
import { contractConfig, emptySymbolStructure } from '@tb/data-access-symbols';
import { validateFuturesGrid } from '@tb/engine';
import { contractRulesFrom } from '@tb/futures-feature';
import { itemOf, simBtcSymbol } from '@tb/futures-feature/testing';
import { initI18n } from '@tb/i18n';
import { AreaProvider, Route, Routes } from '@tb/router';
import { MemoryRouter } from '@tb/router/testing';
import FuturesGridRoutes from '../routes';
import { inputFromBody } from './form';
import { LocationProbe } from '@tb/ui/testing';

export const LAST_PRICE = '20000';

export function contracts() {
  const btc = simBtcSymbol();
  const eth = { ...simBtcSymbol(), name: 'ETHUSDT', alias: 'ETHUSDT', base_currency: 'ETH', tick_size: '0.01' };
  return [btc, eth];
}

/** The engine's verdict of an FG-1 body against the served contract at the last price. */
export function engineVerdict(body: FuturesGridValidateBody) {
  const symbol = contracts().find((s) => s.name === body.symbol)!;
  return validateFuturesGrid(inputFromBody(body), contractRulesFrom(contractConfig(symbol)), { symbol: symbol.name, baseCoin: symbol.base_currency, quoteCoin: 'USDT', lastPrice: LAST_PRICE });
}

export interface ExchangeScript {
  /** USDT available in the derivatives account. */
  derivatives?: string;
  /** The create call's answer (default: bot 555 created). */
  create?: (body: Record<string, unknown>) => ScriptedAnswer;
  follow?: FuturesGridFollowDetail;
  ai?: FuturesGridAiParamsResult;
  klines?: (query: URLSearchParams) => Array<{ t: number; o: string; h: string; l: string; c: string }>;
}

export function fgExchange(script: ExchangeScript = {}) {
  const structure = emptySymbolStructure();
  structure.LinearPerpetual = contracts();
  const answer = (request: ScriptedRequest): ScriptedAnswer | undefined => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    switch (request.path) {
      case API_PATHS.briefSymbolList:
        return envelope({ version: '1', changed: true, default_quote_coin: 'USDT', symbols: structure });
      case API_PATHS.dynamicSymbolItem: {
        const symbol = contracts().find((s) => s.name === request.query.get('symbol'));
        return symbol ? envelope(itemOf(symbol, { last_price: LAST_PRICE, mark_price: LAST_PRICE })) : undefined;
      }
      case API_PATHS.getAllCoin:
        return envelope({
          coins: [{ coin: 'USDT', coin_name: 'Tether USDT', scale: 8, total_balance: '0', accounts: (['derivatives', 'unified', 'spot'] as const).map((type) => ({ account_type: type, wallet_balance: '0', available_balance: type === 'derivatives' ? (script.derivatives ?? '5000') : '0', frozen: '0' })) }],
        });
      case API_PATHS.kline:
        return envelope({ list: script.klines?.(request.query) ?? [] });
      case API_PATHS.depth:
        return envelope({
          symbol: 'BTCUSDT',
          category: 'linear',
          ts: 1_800_000_000_000,
          last_price: LAST_PRICE,
          tick_size: '0.1',
          merge: 1,
          merge_ratios: [1, 2, 4, 10],
          bids: [{ price: '19999.9', qty: '1.250', total: '1.250' }],
          asks: [{ price: '20000.0', qty: '0.750', total: '0.750' }],
        });
      case FUTURES_GRID_PATHS.validateInput:
        return envelope({ status_code: 200, debug_msg: '', ...engineVerdict(body as unknown as FuturesGridValidateBody) });
      case FUTURES_GRID_PATHS.create:
        return script.create?.(body) ?? envelope({ status_code: 200, debug_msg: '', bot_id: '555', check_code: 'FGRID_CHECK_CODE_SUCCESS' });
      case FUTURES_GRID_PATHS.getFollowDetail:
        return script.follow ? envelope({ status_code: 200, debug_msg: '', detail: script.follow }) : undefined;
      case FUTURES_GRID_PATHS.getSymbolAiParams:
        return script.ai ? envelope(script.ai) : undefined;
      default:
        return undefined;
    }
  };
  const { calls, restore } = scriptedExchange(answer);
  return { calls, restore, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

/** The area's routes at `/tradingbot/{locale}/futures-grid/{path}`, logged in unless told, with every feature flag on unless `flags` lists the ones on. */
export async function renderArea(path: string, { locale = 'en', loggedIn = true, flags = ALL_FLAGS }: { locale?: string; loggedIn?: boolean; flags?: readonly FeatureFlag[] } = {}) {
  await initI18n(locale);
  const store = withFlags(storeWithLogin(loggedIn ? 'logged-in' : 'anonymous'), flags);
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/tradingbot/${locale}/futures-grid/${path}`]}>
        <AreaProvider homePath={`/tradingbot/${locale}/`} area="futures-grid" locale={locale}>
          <div dir={locale.startsWith('ar') ? 'rtl' : 'ltr'}>
            <Routes>
              <Route path={`/tradingbot/${locale}/futures-grid/*`} element={<FuturesGridRoutes />} />
            </Routes>
          </div>
          <LocationProbe />
        </AreaProvider>
      </MemoryRouter>
    </Provider>,
  );
}
