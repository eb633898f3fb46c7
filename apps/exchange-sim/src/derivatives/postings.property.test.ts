/**
 * Property test of the futures postings (fast-check, fixed seed, 1,000 runs,
 * each on an emptied ledger): a bot funded from the derivatives or unified account
 * trades up to three USDT perpetuals of different precisions (BTCUSDT u = 1
 * at quote scale 4, ETHUSDT, DOGEUSDT at scale 5, BCHUSDT u = 5, 1000PEPEUSDT
 * u = 100 at scale 6) through a random sequence of opens, adds, reduces,
 * closes and flips (maker or taker, ±6 % around the reference price), margin
 * added and withdrawn, liquidations, funding instants at random rates and
 * marks (settled by the settlement service, owed when the wallet cannot pay),
 * deposits into and withdrawals from the bot.
 *
 * After every operation, against a shadow account kept here from the engine's
 * own results (not from the ledger):
 * - the bot's wallet in the ledger equals the shadow wallet to the unit, and
 *   each margin account equals its position's margin;
 * - wallet + Σ margins = deposits + Σ realised PnL + Σ funding − Σ fees −
 *   Σ insurance, with the counters summed from the results (and equal to the
 *   position rows' counters), and `identity()` agrees;
 * - an operation the ledger refuses (a wallet that cannot pay) changes
 *   neither the ledger nor the position row.
 * At the end of each run every ledger invariant holds (`ledger.check()`).
 */
import fc from 'fast-check';
import { propertyRuns, propertySize } from '@tb/engine/testing';
import { FUNDING_INTERVAL_MS, FuturesError, type FuturesFill, addMargin, applyFill, liquidate, maxWithdrawableMargin, reduceMargin } from '@tb/engine';
import { LedgerError, positionAccount } from '../ledger/ledger';
import { ledgerUnits } from './contracts';
import type { FuturesBotRef } from './postings';
import { bareDerivatives, deposit } from '../testing/derivatives';

const FULL_RUNS = 1_000;
const RUNS = propertyRuns(FULL_RUNS);
const USDT = 100_000_000n;
const T0 = Date.UTC(2026, 2, 2, 1, 0);

/** Symbol, reference price (ticks) and the largest fill drawn (lots). */
const SYMBOLS: readonly { symbol: string; ref: number; maxLots: number }[] = [
  { symbol: 'BTCUSDT', ref: 672_505, maxLots: 150 },
  { symbol: 'ETHUSDT', ref: 348_025, maxLots: 250 },
  { symbol: 'DOGEUSDT', ref: 15_412, maxLots: 40_000 },
  { symbol: 'BCHUSDT', ref: 9_046, maxLots: 1_800 },
  { symbol: '1000PEPEUSDT', ref: 11_234, maxLots: 4_500 },
];
const LEVERAGES = [100, 250, 500, 1000, 2000, 5000];

type Op =
  | { op: 'fill'; s: number; side: 'buy' | 'sell'; frac: number; move: number; maker: boolean }
  | { op: 'margin'; s: number; add: boolean; per: number }
  | { op: 'liquidate'; s: number }
  | { op: 'funding'; rates: number[]; moves: number[] }
  | { op: 'fund'; amount: number }
  | { op: 'withdraw'; per: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ op: fc.constant('fill' as const), s: fc.nat(2), side: fc.constantFrom('buy' as const, 'sell' as const), frac: fc.integer({ min: 1, max: 1000 }), move: fc.integer({ min: -60, max: 60 }), maker: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('margin' as const), s: fc.nat(2), add: fc.boolean(), per: fc.integer({ min: 1, max: 1000 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('liquidate' as const), s: fc.nat(2) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('funding' as const),
      rates: fc.array(fc.integer({ min: -300_000, max: 300_000 }), { minLength: 3, maxLength: 3 }),
      moves: fc.array(fc.integer({ min: -60, max: 60 }), { minLength: 3, maxLength: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('fund' as const), amount: fc.integer({ min: 1, max: 5_000 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('withdraw' as const), per: fc.integer({ min: 1, max: 1000 }) }) },
);

const runArb = fc.record({
  account: fc.constantFrom('derivatives' as const, 'unified' as const),
  symbols: fc.uniqueArray(fc.nat(SYMBOLS.length - 1), { minLength: 1, maxLength: 3 }),
  leverages: fc.array(fc.constantFrom(...LEVERAGES), { minLength: 3, maxLength: 3 }),
  funds: fc.integer({ min: 200, max: 30_000 }),
  ops: fc.array(opArb, { minLength: 5, maxLength: 30 }),
});

describe('futures postings (property)', () => {
  it(`keep the ledger and the engine’s identity equal to the unit over random opens, adds, reduces, liquidations, margin moves and funding (fast-check: ${propertySize(RUNS, FULL_RUNS, 20_261_120)})`, () => {
    let operations = 0;
    let refused = 0;
    let liquidations = 0;
    let owed = 0;
    const env = bareDerivatives();
    fc.assert(
      fc.property(runArb, (run) => {
        env.reset();
        const { d, ledger, rates } = env;
        deposit(ledger, env.userId, run.account, 'USDT', 100_000n * USDT);
        const bot: FuturesBotRef = { id: 'prop-bot', userId: env.userId, account: run.account, coin: 'USDT' };
        const symbols = run.symbols.map((i) => SYMBOLS[i]);
        const leverage = (s: number) => Math.min(run.leverages[s], d.contracts.get(symbols[s].symbol)!.futures.maxLeverageE2);
        const shadow = { wallet: 0n, deposits: 0n, realised: 0n, funding: 0n, fees: 0n, insurance: 0n };
        const wallet = () => ledger.balance(d.postings.walletOf(bot), 'USDT').wallet;
        const L = (symbol: string, units: number) => ledgerUnits(d.contracts.get(symbol)!, units);
        let time = T0;
        const fundBot = (amount: bigint) => {
          d.postings.fund(bot, amount);
          shadow.wallet += amount;
          shadow.deposits += amount;
        };
        fundBot(BigInt(run.funds) * USDT);

        const check = () => {
          expect(wallet()).toBe(shadow.wallet);
          let margins = 0n;
          const sums = { realised: 0n, funding: 0n, fees: 0n, insurance: 0n };
          for (const row of d.positions.ofBot(bot.id)) {
            const held = ledger.balance(positionAccount(env.userId, bot.id, row.symbol), 'USDT').wallet;
            expect(held).toBe(L(row.symbol, row.position.margin));
            margins += held;
            sums.realised += L(row.symbol, row.position.realisedPnl);
            sums.funding += L(row.symbol, row.position.funding);
            sums.fees += L(row.symbol, row.position.fees);
            sums.insurance += L(row.symbol, row.position.insurance);
          }
          expect(sums).toEqual({ realised: shadow.realised, funding: shadow.funding, fees: shadow.fees, insurance: shadow.insurance });
          expect(shadow.wallet + margins).toBe(shadow.deposits + shadow.realised + shadow.funding - shadow.fees - shadow.insurance);
          const identity = d.postings.identity(bot.id);
          if (identity) expect(identity.problems).toEqual([]);
        };
        /** Runs a posting; a ledger refusal must leave everything as it was. */
        const attempt = (symbol: string, post: () => void): boolean => {
          const rowBefore = d.positions.get(bot.id, symbol);
          const walletBefore = wallet();
          try {
            post();
            return true;
          } catch (error) {
            if (!(error instanceof LedgerError)) throw error;
            refused++;
            expect(d.positions.get(bot.id, symbol)).toEqual(rowBefore);
            expect(wallet()).toBe(walletBefore);
            return false;
          }
        };

        for (const op of run.ops) {
          operations++;
          time += 1_000;
          const sym = 's' in op ? symbols[op.s % symbols.length] : undefined;
          if (op.op === 'fill' && sym) {
            const c = d.contracts.get(sym.symbol)!;
            let base;
            try {
              base = d.postings.basePosition(bot.id, sym.symbol, leverage(op.s % symbols.length));
            } catch (error) {
              if (error instanceof FuturesError) continue;
              throw error;
            }
            const fill: FuturesFill = {
              side: op.side,
              lots: Math.max(1, Math.floor((sym.maxLots * op.frac) / 1000)),
              ticks: Math.max(1, Math.round((sym.ref * (1000 + op.move)) / 1000)),
              liquidity: op.maker ? 'maker' : 'taker',
            };
            let result;
            try {
              result = applyFill(c.futures, base, fill);
            } catch (error) {
              if (error instanceof FuturesError) continue; // the engine refuses (risk limit): a driver would not send it
              throw error;
            }
            if (attempt(sym.symbol, () => d.postings.postFuturesFill(bot, sym.symbol, fill, result, { time }))) {
              shadow.wallet += L(sym.symbol, result.walletDelta);
              shadow.realised += L(sym.symbol, result.realisedPnl);
              shadow.fees += L(sym.symbol, result.fee);
            }
          } else if (op.op === 'margin' && sym) {
            const c = d.contracts.get(sym.symbol)!;
            const row = d.positions.get(bot.id, sym.symbol);
            if (!row || row.position.side === null) continue;
            let result;
            if (op.add) {
              const available = Number(wallet() / c.quoteFactor);
              const amount = Math.floor((available * op.per) / 1000);
              if (amount < 1) continue;
              result = addMargin(c.futures, row.position, amount);
            } else {
              const max = maxWithdrawableMargin(c.futures, row.position, sym.ref);
              const amount = Math.floor((max * op.per) / 1000);
              if (amount < 1) continue;
              result = reduceMargin(c.futures, row.position, amount, sym.ref);
            }
            if (attempt(sym.symbol, () => d.postings.postMarginChange(bot, sym.symbol, result, { time }))) shadow.wallet += L(sym.symbol, result.walletDelta);
          } else if (op.op === 'liquidate' && sym) {
            const c = d.contracts.get(sym.symbol)!;
            const row = d.positions.get(bot.id, sym.symbol);
            if (!row || row.position.side === null || row.position.liqTicks === 0 || row.position.liqTicks >= 2 ** 31) continue;
            const result = liquidate(c.futures, row.position);
            d.postings.postLiquidation(bot, sym.symbol, result, { time });
            liquidations++;
            shadow.realised += L(sym.symbol, result.realisedPnl);
            shadow.insurance += L(sym.symbol, result.insurance);
          } else if (op.op === 'funding') {
            const instant = time - (time % FUNDING_INTERVAL_MS) + FUNDING_INTERVAL_MS;
            symbols.forEach((s, i) => rates.set(s.symbol, instant, op.rates[i], Math.max(1, Math.round((s.ref * (1000 + op.moves[i])) / 1000))));
            time = instant;
            const report = d.funding.settleUpTo(time);
            expect(report.waiting).toEqual([]);
            for (const s of report.settled) {
              if (s.owed) owed++;
              shadow.wallet += L(s.symbol, s.walletDelta - s.collected);
              shadow.funding += L(s.symbol, s.walletDelta - s.collected);
            }
            for (const c of report.collected) {
              shadow.wallet -= L(c.symbol, c.amount);
              shadow.funding -= L(c.symbol, c.amount);
            }
          } else if (op.op === 'fund') {
            fundBot(BigInt(op.amount) * USDT);
          } else if (op.op === 'withdraw') {
            const amount = (wallet() * BigInt(op.per)) / 1000n;
            if (amount === 0n) continue;
            d.postings.withdraw(bot, amount);
            shadow.wallet -= amount;
            shadow.deposits -= amount;
          }
          check();
        }
        expect(ledger.check()).toMatchObject({ ok: true, problems: [] });
      }),
      { numRuns: RUNS, seed: 20_261_120 },
    );
    env.close();
    // The runs exercised what they claim to.
    expect(operations).toBeGreaterThan(RUNS * 5);
    // (shares of the cases run: 100 and 10 of the full 1,000)
    expect(liquidations).toBeGreaterThan((100 * RUNS) / FULL_RUNS);
    expect(refused).toBeGreaterThan((10 * RUNS) / FULL_RUNS);
    expect(owed).toBeGreaterThan(0);
  });
});
