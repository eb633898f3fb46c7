/**
 * Exactness property test over SEEDS random bots: every coin is conserved
 * exactly (in = out + fees + held) and no order breaks tick, lot, min/max
 * quantity or min/max notional. Each seed draws its own market rules, grid,
 * funding, TP/SL kind, trailing settings and price path (the price model),
 * withdraws or adds funds on the way, and closes with a random mode.
 */
import { checkOrder, lotsToQty, unitsToQuote } from '../core/rules';
import { createPriceModel, nextMinute } from '../market/price-model';
import { seedRng, nextInt, nextUniform } from '../market/prng';
import { addInvestment, closeSpotGrid, createSpotGrid, stepSpotGrid, withdrawProfit, withdrawableProfit } from './spot-grid';
import { quoteHeld, baseHeld } from './core';
import type { TpSlType } from '../common/stops';
import type { SpotCloseMode, SpotGridEvent, SpotGridInput, SpotGridState, SpotMarket } from './types';

const SEEDS = 500;

function scenario(seed: number) {
  const r = seedRng(seed, 'exactness');
  const pick = <T>(xs: readonly T[]): T => xs[nextInt(r, xs.length)];
  const tickSize = pick(['0.01', '0.1', '0.0001', '0.05']);
  const lotSize = pick(['0.001', '0.0001', '1', '0.01']);
  const priceTicks = 5_000 + nextInt(r, 200_000);
  const rules = {
    tickSize,
    lotSize,
    minQty: lotSize,
    maxQty: pick(['5', '1000', '100000']),
    minNotional: pick(['0', '1', '5']),
    maxNotional: pick(['', '50000']),
    makerFee: pick(['0', '0.001', '0.0002']),
    takerFee: pick(['0.001', '0.002', '0.00075']),
  };
  const tick = Number(tickSize);
  const priceText = (ticks: number): string => {
    const t = Math.max(1, Math.round(ticks));
    // exact decimal of t × tickSize
    const [i, f = ''] = tickSize.split('.');
    const units = BigInt(t) * BigInt(i + f);
    const s = units.toString().padStart(f.length + 1, '0');
    return f.length ? `${s.slice(0, -f.length)}.${s.slice(-f.length)}` : s;
  };
  const width = 0.05 + nextUniform(r) * 0.4;
  const minT = Math.round(priceTicks * (1 - width * nextUniform(r)));
  const maxT = Math.round(priceTicks * (1 + width * nextUniform(r))) + 3;
  const tpSlType = pick<TpSlType>(['empty', 'price', 'percent', 'tp_price_sl_percent', 'tp_percent_sl_price']);
  const investMode = pick(['quote', 'base', 'base_and_quote'] as const);
  const cells = 2 + nextInt(r, 40);
  const input: SpotGridInput = {
    minPrice: priceText(minT),
    maxPrice: priceText(maxT),
    cellNumber: cells,
    gridType: pick(['arithmetic', 'geometric'] as const),
    investMode,
    quoteInvestment: investMode !== 'base' ? String(50 + nextInt(r, 20_000)) : undefined,
    baseInvestment: investMode !== 'quote' ? String(((20 + nextInt(r, 20_000)) / priceTicks / tick).toFixed(6)).replace(/0+$/, '').replace(/\.$/, '') : undefined,
    entryPrice: nextUniform(r) < 0.2 ? priceText(priceTicks * (0.97 + nextUniform(r) * 0.06)) : undefined,
    tpSlType,
    takeProfitPrice: priceText(maxT * (1.01 + nextUniform(r) * 0.1)),
    stopLossPrice: priceText(minT * (0.9 + nextUniform(r) * 0.09)),
    takeProfitPercent: pick(['0.01', '0.05', '0.2']),
    stopLossPercent: pick(['0.02', '0.1', '0.3']),
    tsPercent: nextUniform(r) < 0.25 ? pick(['0.02', '0.05']) : undefined,
    enableTrailing: cells >= 5 && nextUniform(r) < 0.3,
  };
  const market: SpotMarket = { symbol: 'XUSDT', baseCoin: 'X', quoteCoin: 'USDT', lastPrice: priceText(priceTicks), rules };
  return { r, input, market, priceTicks, pick };
}

describe(`spot grid exactness over ${SEEDS} random seeds`, () => {
  it('conserves every coin exactly and never places an order that breaks the symbol rules', () => {
    let ran = 0;
    let fills = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const { r, input, market, priceTicks, pick } = scenario(seed);
      let created;
      try {
        created = createSpotGrid(input, market, 0);
      } catch {
        continue; // malformed random input (e.g. a base amount off the lot grid) is refused before anything happens
      }
      if (!created.ok) continue;
      ran++;
      let s: SpotGridState = created.state;
      const m = s.market;
      const events: SpotGridEvent[] = [...created.events];
      let quoteIn = s.investedQuote;
      let baseIn = s.investedBase;
      let model = createPriceModel({ seed, symbol: 'XUSDT', startPriceTicks: priceTicks, startTime: 0, tickSize: m.rules.tickSize, lotSize: m.rules.lotSize, volProfile: { annualVol: 2.5 } });
      let px = priceTicks;
      for (let minute = 0; minute < 240 && s.status !== 'COMPLETED'; minute++) {
        const step = nextMinute(model);
        model = step.state;
        const res = stepSpotGrid(s, step.points.map((p) => ({ time: minute * 60_000 + p.offsetMs, priceTicks: p.priceTicks })));
        s = res.state;
        events.push(...res.events);
        px = step.candle.close;
        if (minute === 120 && s.status === 'RUNNING') {
          const w = withdrawableProfit(s, px);
          if (w > 0 && nextUniform(r) < 0.5) {
            const wr = withdrawProfit(s, w, px, minute);
            s = wr.state;
            events.push(...wr.events);
          } else {
            const add = addInvestment(s, { quote: unitsToQuote(m, 123_456_789 % (s.investedQuote + 1000) + 1000), base: nextUniform(r) < 0.5 ? lotsToQty(m, 7) : undefined }, px, minute);
            if (add.ok) {
              s = add.state;
              events.push(...add.events);
              const ev = add.events.find((e) => e.type === 'investment_added');
              if (ev && ev.type === 'investment_added') {
                quoteIn += ev.quote;
                baseIn += ev.base;
              }
            }
          }
        }
      }
      if (s.status !== 'COMPLETED') {
        const res = closeSpotGrid(s, { mode: pick<SpotCloseMode>(['bit', 'base', 'quote', 'base_and_quote']), priceTicks: px, time: 1e9 });
        s = res.state;
        events.push(...res.events);
      }
      // replay the event stream
      let quoteOut = 0;
      let baseOut = 0;
      let fees = 0;
      let withdrawn = 0;
      for (const e of events) {
        if (e.type === 'order_placed') expect([seed, checkOrder(m, e.priceTicks, e.lots)]).toEqual([seed, null]);
        if (e.type === 'order_filled') {
          fills++;
          expect([seed, checkOrder(m, e.priceTicks, e.lots)]).toEqual([seed, null]);
          expect(e.notional).toBe(e.priceTicks * e.lots * m.unitsPerTickLot);
          fees += e.fee;
          if (e.side === 'buy') {
            quoteOut += e.notional;
            baseIn += e.lots;
          } else {
            quoteIn += e.notional;
            baseOut += e.lots;
          }
        }
        if (e.type === 'profit_withdrawn') withdrawn += e.amount;
      }
      const closed = events.find((e) => e.type === 'closed');
      expect(closed).toBeDefined();
      // quote: in (investment + sells) = out (buys) + fees + handed back + withdrawn
      expect([seed, quoteIn]).toEqual([seed, quoteOut + fees + s.settledQuote + withdrawn]);
      expect([seed, baseIn]).toEqual([seed, baseOut + s.settledBase]);
      expect(quoteHeld(s)).toBe(0);
      expect(baseHeld(s)).toBe(0);
      expect(s.feesPaid).toBe(fees);
      expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    }
    expect(ran).toBeGreaterThanOrEqual(SEEDS * 0.6);
    expect(fills).toBeGreaterThan(SEEDS * 5);
  });
});
