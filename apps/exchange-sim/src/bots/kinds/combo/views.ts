/**
 * Engine figures → the combo's wire payloads (contracts combo.ts): the
 * detail's legs, the part-list rows, the copy parameters and the PnL curve.
 * Weights in basis points become fractions with 4 decimals, lots quantities
 * of the leg's contract, bot units decimals of the quote coin.
 */
import type { FcomboLegDetail, FcomboPart } from '@tb/contracts';
import { type ComboLegInput, type ComboMetrics, type ComboRebalance, type ComboState, decimalToUnits, lotsToQty, unitsToDecimal } from '@tb/engine';
import { adjustPositionMode, comboLegSide, limitedReason } from '@tb/util-enums';
import type { BotStore } from '../../store';
import { type ComboPartRow, botText } from './book';

/** Basis points → a fraction with 4 decimals ("0.3334"). */
export const bpText = (bp: number): string => unitsToDecimal(bp, 4);
export const sideWire = (side: 'long' | 'short'): string => comboLegSide.toServer(side);
export const sideCode = (side: 'long' | 'short'): 1 | 2 => (side === 'long' ? 1 : 2);
export const modeWire = (code: number): string => adjustPositionMode.toServer(adjustPositionMode.fromServer(code));

/** A signed decimal of the quote coin → bot units (exact). */
export function signedUnits(text: string, scale: number): number {
  const neg = text.startsWith('-');
  const u = Number(decimalToUnits(neg ? text.slice(1) : text, scale, 'exact'));
  return neg ? -u : u;
}

/** The detail's legs: FC-4 symbol_settings plus each leg's position figures. */
export function legDetails(m: ComboMetrics, baseOf: (symbol: string) => { base: string; quote: string; id: number }): FcomboLegDetail[] {
  return m.symbol_settings.map((l) => {
    const names = baseOf(l.symbol);
    return {
      symbol: l.symbol,
      base_token: names.base,
      quote_token: names.quote,
      target_position_percent: l.target_position_percent,
      side: sideWire(l.side),
      symbol_id: names.id,
      current_position_percent: l.current_position_percent,
      qty: l.qty,
      entry_price: l.entry_price,
      mark_price: l.mark_price,
      position_value: l.position_value,
      unrealized_pnl: l.unrealized_pnl,
      realized_pnl: l.realized_pnl,
      funding_fee: l.funding_fee,
      exec_fee: l.exec_fee,
      margin: l.margin,
      liquidation_price: l.liquidation_price,
      liquidated: l.liquidated,
    };
  });
}

/** A part-list row (a rebalance: time in Unix seconds, reason the mode that fired it). */
export function partOf(state: ComboState, row: ComboPartRow): FcomboPart {
  const r = JSON.parse(row.detail) as ComboRebalance;
  const contractOf = (symbol: string) => state.legs.find((l) => l.symbol === symbol)?.contract;
  return {
    no: r.no,
    time: String(Math.floor(r.time / 1000)),
    reason: modeWire(r.reason),
    equity: botText(state, r.equity),
    fee: botText(state, r.fee),
    legs: r.legs.map((l) => {
      const c = contractOf(l.symbol);
      const qty = (lots: number) => (c ? lotsToQty(c.market, lots) : String(lots));
      return {
        symbol: l.symbol,
        side: sideWire(l.side),
        target_position_percent: bpText(l.targetBp),
        before_position_percent: bpText(l.beforeBp),
        after_position_percent: bpText(l.afterBp),
        before_qty: qty(l.beforeLots),
        after_qty: qty(l.afterLots),
        fee: botText(state, l.fee),
        limited_reason: l.limitedReason ?? limitedReason.toServer('unspecified'),
      };
    }),
  };
}

/** The settings as create-bot takes them (sides and mode as request codes; "" / 0 where the bot has none). */
export function comboFollowParameters(state: ComboState, m: ComboMetrics) {
  return {
    leverage: m.leverage,
    symbol_settings: state.legs.map((l) => ({ symbol: l.symbol, side: sideCode(l.side), target_position_percent: bpText(l.targetBp) })),
    adjust_position_mode: m.adjust_position_mode as number,
    adjust_position_percent: m.adjust_position_percent,
    adjust_position_time_interval: m.adjust_position_time_interval,
    tp_percent: m.tp_percent,
    sl_percent: m.sl_percent,
    trailing_stop_percent: m.trailing_stop_percent,
  };
}

/** The engine's FC-1 input of wire settings (an empty percent or a 0 interval = absent). */
export function limitInputOf(p: ReturnType<typeof comboFollowParameters> & { init_margin?: string }) {
  return {
    leverage: p.leverage,
    init_margin: p.init_margin ?? '',
    adjust_position_mode: p.adjust_position_mode,
    symbol_settings: p.symbol_settings as ComboLegInput[],
    adjust_position_percent: p.adjust_position_percent || undefined,
    adjust_position_time_interval: p.adjust_position_time_interval || undefined,
    tp_percent: p.tp_percent || undefined,
    sl_percent: p.sl_percent || undefined,
    trailing_stop_percent: p.trailing_stop_percent || undefined,
  };
}

/** The PnL curve (bot_pnl samples): total PnL over the total margin now, fractions with 6 decimals; times Unix seconds. */
export function curveOf(store: BotStore, botId: string, state: ComboState, now: number): { time: string; pnl_per: string }[] {
  const rows = store.pnl(botId, 0, now);
  const den = BigInt(Math.max(1, state.deposits));
  return rows.map((r) => {
    const num = BigInt(r.total_pnl) * 1_000_000n;
    const q = num / den; // toward zero
    return { time: String(Math.floor(r.time / 1000)), pnl_per: unitsToDecimal(q, 6) };
  });
}
