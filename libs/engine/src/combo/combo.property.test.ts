/**
 * Combo exactness, a fast-check property over 10 000 random bots from a
 * fixed seed (the same cases on every run). Replay one failure with
 *   FC_SEED=S FC_PATH=P npx jest --config libs/engine/jest.config.js combo.property
 * (other switches: ../testing/property.ts).
 *
 * Each case draws 2–5 distinct legs from the fixture contracts (three quote
 * scales; TINYUSDT's small first tier brings the risk limit in), sides,
 * weights in basis points summing to 10 000, a leverage, an init margin from
 * FC-1's minimum up to 200 × it, a rebalance mode (1–4) with percent and
 * interval, TP / SL / trailing or none; then up to 14 steps: prices of some
 * legs move (−20 % … +25 %, the mark a little off the last price), time
 * advances (10 minutes … 2 days), funding fixes, transfers in and out
 * (out up to the available balance), user rebalances, setting changes; a
 * close at the end. After every transition it checks:
 * - conservation, to the unit: wallet + Σ legs' margin = init + transfers
 *   in − out + Σ realised − Σ fees + Σ funding − Σ insurance; and the wallet
 *   equals the initial margin plus everything the events say moved;
 * - right after each rebalance, every live leg's weight is within the band
 *   (the adjust percent, 0.01 without one; the record's bp, ±1 for its
 *   rounding) unless a limited reason is recorded for it — and exactly
 *   (bigint, on the state) after the user / transfer / modify rebalances,
 *   which nothing follows in their transition;
 * - no open leg is left with its mark at or past its liquidation trigger;
 * - every opening order passes the contract's rules, every closing order is
 *   whole lots within the largest order;
 * - the transitions are pure (deep-frozen inputs) and states plain JSON;
 * - the liquidation watch (futures/risk-watch.ts; most cases with a warning
 *   distance, many with the guard): no fill increases a leg while the guard
 *   holds it; the flags after every transition are the events' and what a
 *   check at each live leg's mark says; warnings and pauses alternate with
 *   clears and resumes.
 */
import fc from 'fast-check';
import { checkOrder, parseRate } from '../core/rules';
import { newRiskWatch, withinDistance } from '../futures/risk-watch';
import { liquidationHit } from '../futures/position';
import { assertProperty, propertyRuns, propertySize, check, expectMinimums, frozenJson, same } from '../testing/property';
import { closeCombo, createCombo, modifyComboSetting, rebalanceCombo, stepCombo, transferCombo } from './combo';
import { COMBO_CONTRACTS as C, COMBO_PRICES as P } from './fixtures';
import { validateCombo } from './validate';
import { type ComboEvent, type ComboInput, type ComboPrices, type ComboState, type ComboStepInput, COMBO_INTERVAL_PRESETS_S } from './types';

const FULL_RUNS = 10_000;
const RUNS = propertyRuns(FULL_RUNS);
const SEED = 20261123;
const SYMBOLS = Object.keys(C);

const arbCase = fc.record({
  picks: fc.uniqueArray(fc.integer({ min: 0, max: SYMBOLS.length - 1 }), { minLength: 2, maxLength: 5 }),
  sides: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
  raw: fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 5, maxLength: 5 }),
  leverage: fc.integer({ min: 1, max: 20 }),
  marginFactor: fc.integer({ min: 1, max: 200 }),
  mode: fc.integer({ min: 1, max: 4 }),
  percent: fc.integer({ min: 1, max: 20 }),
  interval: fc.constantFrom(...COMBO_INTERVAL_PRESETS_S.slice(0, 6)),
  tp: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
  sl: fc.option(fc.integer({ min: 1, max: 90 }), { nil: undefined }),
  trailing: fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
  alert: fc.constantFrom(null, '0.05', '0.1', '0.3'),
  guard: fc.constantFrom(null, null, '0.03', '0.1', '0.3'),
  actions: fc.array(
    fc.oneof(
      { weight: 8, arbitrary: fc.record({ k: fc.constant('move' as const), dt: fc.integer({ min: 600, max: 172_800 }), moves: fc.array(fc.record({ leg: fc.integer({ min: 0, max: 4 }), bp: fc.integer({ min: -2000, max: 2500 }), markOff: fc.integer({ min: -20, max: 20 }) }), { minLength: 1, maxLength: 4 }) }) },
      { weight: 1, arbitrary: fc.record({ k: fc.constant('funding' as const), leg: fc.integer({ min: 0, max: 4 }), rateE8: fc.integer({ min: -300_000, max: 300_000 }) }) },
      { weight: 1, arbitrary: fc.record({ k: fc.constant('in' as const), amount: fc.integer({ min: 1, max: 5000 }) }) },
      { weight: 1, arbitrary: fc.record({ k: fc.constant('out' as const), share: fc.integer({ min: 1, max: 100 }) }) },
      { weight: 1, arbitrary: fc.record({ k: fc.constant('user' as const) }) },
      { weight: 1, arbitrary: fc.record({ k: fc.constant('modify' as const), percent: fc.integer({ min: 1, max: 30 }) }) },
    ),
    { maxLength: 14 },
  ),
});
type Case = typeof arbCase extends fc.Arbitrary<infer T> ? T : never;

const seen = { warnings: 0, pauses: 0, resumes: 0, guardLimited: 0, created: 0, refused: 0, rebalances: 0, limitedMinQty: 0, limitedRisk: 0, legLiquidations: 0, tp: 0, sl: 0, trailing: 0, liquidation: 0, funding: 0, transfersOut: 0, exactBandChecks: 0 };

const frac = (n: number, scale: number): string => (n / 10 ** scale).toFixed(scale);

function weights(raw: readonly number[], n: number): number[] {
  const r = raw.slice(0, n);
  const sum = r.reduce((a, b) => a + b, 0);
  const w = r.map((x) => Math.max(1, Math.floor((x * 10_000) / sum)));
  w[0] += 10_000 - w.reduce((a, b) => a + b, 0);
  return w;
}

function ledger(s: ComboState): void {
  let lhs = s.wallet;
  let rhs = s.initMargin + s.transferredIn - s.transferredOut;
  for (const l of s.legs) {
    const p = l.position;
    lhs += p.margin * l.unitFactor;
    rhs += (p.realisedPnl - p.fees + p.funding - p.insurance) * l.unitFactor;
  }
  check(lhs === rhs, () => `conservation: wallet + margins ${lhs} ≠ deposits + flows ${rhs}`);
  check(s.deposits === s.initMargin + s.transferredIn - s.transferredOut, 'deposits');
}

function runCase(c: Case): void {
  const n = c.picks.length;
  const symbols = c.picks.map((i) => SYMBOLS[i]);
  const w = weights(c.raw, n);
  if (w[0] < 1) return;
  const base: ComboInput = {
    leverage: String(c.leverage),
    init_margin: '0',
    adjust_position_mode: c.mode,
    adjust_position_percent: c.mode === 2 || c.mode === 3 ? frac(c.percent, 2) : undefined,
    adjust_position_time_interval: c.mode === 1 || c.mode === 3 ? c.interval : undefined,
    tp_percent: c.tp === undefined ? undefined : frac(c.tp, 2),
    sl_percent: c.sl === undefined ? undefined : frac(c.sl, 2),
    trailing_stop_percent: c.trailing === undefined ? undefined : frac(c.trailing * 5, 3),
    symbol_settings: symbols.map((symbol, i) => ({ symbol, side: c.sides[i] ? 1 : 2, target_position_percent: frac(w[i], 4) })),
  };
  const limits = validateCombo({ ...base, init_margin: undefined }, C);
  if (limits.checkCode !== 'LIMIT_CHECK_CODE_SUCCESS_UNSPECIFIED') {
    seen.refused++;
    return;
  }
  const minMargin = Number(limits.bounds.init_margin.min);
  const input = { ...base, init_margin: String(Math.min(1_000_000, minMargin * c.marginFactor)) };
  const prices: Record<string, { mark: number; last: number }> = {};
  for (const s of symbols) prices[s] = { mark: P[s].mark, last: P[s].mark };
  let now = Date.UTC(2024, 0, 1);
  const watch = c.alert === null && c.guard === null ? undefined : newRiskWatch(c.alert === null ? null : parseRate(c.alert, 'alert'), c.guard === null ? null : parseRate(c.guard, 'guard'));
  const created = createCombo(input, C, prices, now, watch);
  const warned: boolean[] = symbols.map(() => false);
  const paused: boolean[] = symbols.map(() => false);
  check(created.ok, 'a valid input is created');
  if (!created.ok) return;
  seen.created++;
  let state = created.state;
  let wallet = state.initMargin;
  const band = (s: ComboState): number => (s.config.adjustPercent === null ? 100 : Math.round((s.config.adjustPercent.num * 10_000) / s.config.adjustPercent.den));
  const apply = (s: ComboState, events: readonly ComboEvent[]): ComboState => {
    for (const e of events) {
      if (e.type === 'fill') {
        wallet += e.walletDelta;
        const leg = s.legs[e.leg];
        const m = leg.contract.market;
        if (e.result.openedLots > 0) check(!paused[e.leg], () => `leg ${e.leg} increased while the guard holds it`);
        if (e.kind === 'close' || (e.result.closedLots > 0 && e.result.openedLots === 0)) check(e.futuresFill.lots >= 1, 'closing order of whole lots');
        else check(checkOrder(m, e.futuresFill.ticks, e.futuresFill.lots) === null, () => `opening order breaks the rules: ${JSON.stringify(e.futuresFill)}`);
      } else if (e.type === 'funding') {
        wallet += e.walletDelta;
        seen.funding++;
      } else if (e.type === 'risk') {
        if (e.signal === 'liq_warning' || e.signal === 'liq_clear') {
          check(warned[e.leg] === (e.signal === 'liq_clear'), 'warnings alternate with clears');
          warned[e.leg] = e.signal === 'liq_warning';
          if (warned[e.leg]) seen.warnings++;
        } else {
          check(paused[e.leg] === (e.signal === 'adds_resumed'), 'pauses alternate with resumes');
          paused[e.leg] = e.signal === 'adds_paused';
          if (paused[e.leg]) seen.pauses++;
          else seen.resumes++;
        }
      } else if (e.type === 'transfer') wallet += e.direction === 'in' ? e.amount : -e.amount;
      else if (e.type === 'leg_liquidated') seen.legLiquidations++;
      else if (e.type === 'rebalance') {
        if (e.record.no > 0) seen.rebalances++;
        const b = band(s);
        for (let i = 0; i < e.record.legs.length; i++) {
          const leg = e.record.legs[i];
          if (leg.limitedReason === 'LIMITED_REASON_MIN_QTY') seen.limitedMinQty++;
          if (leg.limitedReason === 'LIMITED_REASON_RISK_LIMIT') seen.limitedRisk++;
          if (leg.limitedReason === 'LIMITED_REASON_LIQ_GUARD') {
            seen.guardLimited++;
            check(paused[i], 'a leg limited by the guard that does not hold it');
          }
          if (leg.targetBp === 0 || leg.limitedReason !== null) continue;
          check(Math.abs(leg.afterBp - leg.targetBp) <= b + 1, () => `leg ${leg.symbol} at ${leg.afterBp} bp after rebalance ${e.record.no}, target ${leg.targetBp} ± ${b}, no reason`);
        }
      } else if (e.type === 'closed') {
        if (e.stopType === 'BOT_STOP_TYPE_TAKE_PROFIT') seen.tp++;
        if (e.stopType === 'BOT_STOP_TYPE_STOP_LOSS') seen.sl++;
        if (e.stopType === 'BOT_STOP_TYPE_TRAILING_STOP') seen.trailing++;
        if (e.stopType === 'BOT_STOP_TYPE_LIQUIDATION') seen.liquidation++;
      }
    }
    return s;
  };
  const after = (s: ComboState): void => {
    check(frozenJson(s), 'plain JSON state');
    ledger(s);
    check(s.wallet === wallet, () => `wallet ${s.wallet} ≠ replayed ${wallet}`);
    for (const l of s.legs) if (l.position.side !== null) check(!liquidationHit(l.position, l.markTicks, l.markTicks), `${l.symbol} left open past its trigger`);
    const w = s.risk;
    if (w !== undefined) {
      same(w.warned, warned, 'warning flags follow the events');
      same(w.paused, paused, 'guard flags follow the events');
      if (s.status === 'RUNNING')
        s.legs.forEach((l, i) => {
          same([w.warned[i], w.paused[i]], [w.alert !== null && withinDistance(l.position, l.markTicks, w.alert), w.guard !== null && withinDistance(l.position, l.markTicks, w.guard)], `leg ${i} watch flags at its mark`);
        });
    }
  };
  /** Exactly, on the state a rebalance of reason 4–6 leaves (nothing moves after it in that transition). */
  const exactBand = (s: ComboState, events: readonly ComboEvent[]): void => {
    const rec = events.flatMap((e) => (e.type === 'rebalance' ? [e.record] : [])).pop();
    if (rec === undefined || s.status !== 'RUNNING' || events.some((e) => e.type === 'leg_liquidated')) return;
    const live = s.legs.filter((l) => !l.liquidated);
    const value = (l: (typeof s.legs)[number]): bigint => (l.position.side === null ? 0n : BigInt(l.position.lots) * BigInt(l.markTicks) * BigInt(l.contract.market.unitsPerTickLot) * BigInt(l.unitFactor));
    const N = live.reduce((a, l) => a + value(l), 0n);
    const T = BigInt(live.reduce((a, l) => a + l.targetBp, 0));
    const band = s.config.adjustPercent ?? { num: 1, den: 100 };
    s.legs.forEach((l, i) => {
      if (l.liquidated || rec.legs[i].limitedReason !== null || N === 0n) return;
      const d = value(l) * T - BigInt(l.targetBp) * N;
      const abs = d < 0n ? -d : d;
      check(abs * BigInt(band.den) <= BigInt(band.num) * N * T, () => `leg ${l.symbol} outside the band after rebalance ${rec.no} (reason ${rec.reason}) with no limited reason`);
    });
    seen.exactBandChecks++;
  };
  apply(state, created.events);
  after(state);
  for (const a of c.actions) {
    if (state.status !== 'RUNNING') break;
    if (a.k === 'move') {
      now += a.dt * 1000;
      const feeds: Record<string, { last: { time: number; priceTicks: number }[]; marks: { time: number; priceTicks: number }[] }> = {};
      for (const mv of a.moves) {
        const sym = symbols[mv.leg % n];
        const p = prices[sym];
        const last = Math.max(1, Math.round((p.last * (10_000 + mv.bp)) / 10_000));
        const mark = Math.max(1, last + mv.markOff);
        prices[sym] = { last, mark };
        feeds[sym] ??= { last: [], marks: [] };
        feeds[sym].last.push({ time: now, priceTicks: last });
        feeds[sym].marks.push({ time: now, priceTicks: mark });
      }
      const input2: ComboStepInput = { feeds, now };
      const r = stepCombo(state, input2);
      state = apply(r.state, r.events);
    } else if (a.k === 'funding') {
      const sym = symbols[a.leg % n];
      const t = Math.floor(now / 28_800_000) * 28_800_000 + 28_800_000;
      now = t;
      const r = stepCombo(state, { feeds: { [sym]: { funding: [{ time: t, rateE8: a.rateE8, markTicks: prices[sym].mark }] } } });
      state = apply(r.state, r.events);
    } else if (a.k === 'in') {
      const r = transferCombo(state, 'in', String(a.amount), now);
      state = apply(r.state, r.events);
      exactBand(state, r.events);
    } else if (a.k === 'out') {
      const max = Math.max(0, state.wallet);
      const amount = Math.floor((max * a.share) / 100);
      if (amount < 1) continue;
      const r = transferCombo(state, 'out', (amount / 10 ** state.quoteScale).toFixed(state.quoteScale), now);
      seen.transfersOut++;
      state = apply(r.state, r.events);
      exactBand(state, r.events);
    } else if (a.k === 'user') {
      const r = rebalanceCombo(state, 4, now);
      state = apply(r.state, r.events);
      exactBand(state, r.events);
    } else {
      const r = modifyComboSetting(state, { adjust_position_mode: 2, adjust_position_percent: frac(a.percent, 2) }, now);
      check(r.ok, 'a valid modify-setting passes');
      if (r.ok) {
        state = apply(r.state, r.events);
        exactBand(state, r.events);
      }
    }
    after(state);
  }
  if (state.status === 'RUNNING') {
    const r = closeCombo(state, 'manual', now + 1000, prices as ComboPrices);
    state = apply(r.state, r.events);
    after(state);
    check(state.legs.every((l) => l.position.side === null && l.position.margin === 0), 'every leg closed');
    check(state.exitEquity === state.wallet, 'exit equity = wallet');
  }
}

describe('combo property', () => {
  it(`keeps the ledger exact and the weights in their band over ${RUNS} random bots (fast-check: ${propertySize(RUNS, FULL_RUNS, SEED)})`, () => {
    const stats = assertProperty(arbCase, runCase, { numRuns: RUNS, seed: SEED }, seen);
    // minimums for the full 10,000 cases, as shares of the cases run
    const minimums = { warnings: 1000, pauses: 300, resumes: 50, guardLimited: 20, created: 5000, rebalances: 10_000, limitedMinQty: 100, limitedRisk: 10, legLiquidations: 50, tp: 50, sl: 50, trailing: 50, funding: 500, transfersOut: 500, exactBandChecks: 5000 };
    if (stats !== null) expectMinimums(stats, Object.fromEntries(Object.entries(minimums).map(([key, min]) => [key, (min * RUNS) / FULL_RUNS])));
  });
});
