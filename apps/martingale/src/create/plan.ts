/**
 * The worst-case round before creation, computed in the page with the
 * engine's own `planMartingale` (libs/engine/src/martingale/plan.ts) — the
 * very function the simulator's get-fmart-limit and create-fmart-bot run to
 * refuse — so the table, the chart and the refusal are what the exchange
 * would answer for the same inputs, at once as the trader types.
 *
 * Start price: the entry price when one is given, else the last price
 * (as FM-1). Figures leave the engine as exact decimals (ticks → price,
 * lots → quantity, quote units → amount).
 *
 * The engine's martingale code (plan, validation) is reached from here only:
 * the create page loads this module once the contract is there
 * (`./plan-load.ts`), so the route's first-render chunks carry none of it
 * (issue 30: the remote's first route within its budget, fewer bytes before
 * the page's heading is drawn). Types may be imported from anywhere.
 */
import type { FmartLimitBody, FmartLimitResult } from '@tb/contracts';
import { EngineInputError, FuturesError, LIQ_NEVER, lotsToQty, planMartingale, priceToTicks, ticksToPrice, unitsToQuote, validateMartingale, type FuturesContract, type MartingaleInput, type MartingaleLimitInput, type MartingalePlan } from '@tb/engine';

export interface PlanRow {
  /** 0 the initial order, k add k. */
  index: number;
  price: string;
  qty: string;
  /** Initial margin the order posts (quote). */
  margin: string;
  fee: string;
  /** Average cost after it. */
  average: string;
  /** Estimated liquidation after it ("" none). */
  liquidation: string;
  /** The round's take-profit price if it closes after this order ("" none): where its profit reaches round TP × the margin it posted. */
  target: string;
}

/** Why the round cannot run, with the check code the simulator answers for it. */
export type PlanRefusal =
  | { kind: 'liquidation'; code: string; order: number; add: number; liquidation: string; trigger: string }
  | { kind: 'funds'; code: string; min: string }
  | { kind: 'too-high'; code: string; max: string }
  | { kind: 'other'; code: string };

export interface WorstCase {
  plan: MartingalePlan;
  rows: PlanRow[];
  /** Margin + fees of a full round (quote). */
  needed: string;
  /** The first reason the round cannot run (null: it can). */
  refusal: PlanRefusal | null;
}

const SUCCESS = 'F_MART_LIMIT_CHECK_CODE_F_MART_CHECK_CODE_SUCCESS_UNSPECIFIED';

/** The plan for `input` at `lastPrice`, or null when a value cannot be read (the form says which). */
export function worstCase(contract: FuturesContract, input: MartingaleInput, lastPrice: string): WorstCase | null {
  const m = contract.market;
  let plan: MartingalePlan;
  try {
    const start = priceToTicks(m, input.entryPrice || lastPrice, 'price');
    plan = planMartingale(input, contract, start);
  } catch (error) {
    // a value the engine refuses (its input rules, a leverage past the contract, a figure past exact integers): no plan; the fields say why
    if (error instanceof EngineInputError || error instanceof FuturesError || error instanceof RangeError) return null;
    throw error;
  }
  const liq = (ticks: number) => (ticks <= 0 || ticks >= LIQ_NEVER ? '' : ticksToPrice(m, ticks));
  const rows = plan.steps.map((s) => ({
    index: s.index,
    price: ticksToPrice(m, s.priceTicks),
    qty: lotsToQty(m, s.lots),
    margin: unitsToQuote(m, s.margin),
    fee: unitsToQuote(m, s.fee),
    average: s.averagePrice,
    liquidation: liq(s.liqTicks),
    target: s.tpTicks > 0 ? ticksToPrice(m, s.tpTicks) : '',
  }));
  let refusal: PlanRefusal | null = null;
  if (plan.verdict === 'F_MART_LIMIT_CHECK_CODE_F_MART_LIQUIDATION_BEFORE_LAST_ADD' && plan.liquidatedBeforeAdd !== null) {
    const k = plan.liquidatedBeforeAdd;
    refusal = { kind: 'liquidation', code: plan.verdict, order: k - 1, add: k, liquidation: rows[k - 1].liquidation, trigger: rows[k].price };
  } else if (plan.verdict === 'F_MART_LIMIT_CHECK_CODE_F_MART_INIT_MARGIN_TOO_LOW') {
    refusal = { kind: 'funds', code: plan.verdict, min: unitsToQuote(m, plan.minInitMargin) };
  } else if (plan.verdict === 'F_MART_LIMIT_CHECK_CODE_F_MART_INIT_MARGIN_TOO_HIGH') {
    refusal = { kind: 'too-high', code: plan.verdict, max: unitsToQuote(m, plan.maxInitMargin) };
  } else if (plan.verdict !== SUCCESS) {
    refusal = { kind: 'other', code: plan.verdict };
  }
  return { plan, rows, needed: unitsToQuote(m, plan.needed), refusal };
}

/** The engine's limit input of an FM-1 body (the simulator's own reading of it). */
export function limitInput(body: FmartLimitBody): MartingaleLimitInput {
  return {
    mode: body.martingale_mode === 2 ? 'short' : 'long',
    leverage: String(body.leverage),
    priceFloatPercent: body.price_float_percent,
    addPositionPercent: body.add_position_percent,
    addPositionNum: body.add_position_num,
    initMargin: body.init_margin,
    roundTpPercent: body.round_tp_percent,
    slPercent: body.sl_percent,
    entryPrice: body.entry_price,
  };
}

/**
 * FM-1 answered in the page by the engine's own validation (the code the
 * simulator runs) at the last price: the bounds and check code a visitor who
 * is not logged in sees (get-fmart-limit is a private call), without the
 * plan rows the page draws from its own worst-case plan anyway. Undefined
 * when the engine cannot answer (never a throw into the page).
 */
export function localLimit(contract: FuturesContract, body: FmartLimitBody, lastPrice: string): FmartLimitResult | undefined {
  try {
    const { plan: _plan, ...ranges } = validateMartingale(limitInput(body), contract, { lastPrice });
    return { status_code: 200, debug_msg: '', ...ranges, plan: [], round_needed_margin: '', liquidated_before_add: 0 } as FmartLimitResult;
  } catch {
    // a shape the engine refuses (the API's 400) or a figure past exact integers: no local verdict; the fields say what is wrong
    return undefined;
  }
}
