/**
 * The tools area's strategy calls (issue 13, item 6; payloads in contracts
 * tools.ts): a strategy is a bot kind, and every figure here is read from the
 * simulator's state —
 * - the `bots` rows: running and followable bots per kind, the ranking keys
 *   store.saveState writes with every state (`pnl_per_e8`, `apr_e8`, `pnl_e8`);
 * - the ranking points (`bot_rank_points`, a PnL-fraction sample per 6 h of a
 *   bot's life): the yield trend, the median per UTC day;
 * - the ranking service (`mixedRanking`): a kind's live top bots;
 * - the kinds' AI parameters services (`bots.ai`): creation's proposal;
 * - the combo states' legs (`$.legs` of the state JSON): the legs combos hold.
 *
 * Nothing here branches on a kind's name: `fcombo` is the strategy call of
 * the kind whose bots hold legs (registry `holdsLegs`: the futures combo).
 * A kind's create fields come from its create request schema (its route
 * table's create row: `createCallOf`), its AI proposal from its provider's
 * `proposal` (each kind names its own pick and backtest figures).
 */
import {
  type AuroraCreationBody,
  type AuroraCreationResult,
  type AuroraFcomboBody,
  type AuroraFcomboResult,
  type AuroraHomeResult,
  type AuroraInfoBody,
  type AuroraInfoResult,
  type BotFailure,
  type ChatLine,
  type ChatStrategyInfoResult,
  FCOMBO_LEGS_DEFAULT,
  type RankingRow,
  STRATEGY_APR_MIN_RUN_MS,
  STRATEGY_TOP_DEFAULT,
  STRATEGY_TREND_DAYS_DEFAULT,
  type StrategyInfoResult,
  type StrategyParam,
  type StrategySummary,
  type YieldPoint,
} from '@tb/contracts';
import { BOT_KINDS, type BotListType, botKindSpec } from '@tb/util-bot-kinds';
import type { TSchema } from 'typebox';
import { fromUnits } from '../lib/decimal';
import { invalid, ok } from './common/results';
import type { Bots } from './core';
import { createCallOf } from './recipes';

const DAY = 86_400_000;

/** Create fields that say where a bot came from or how it is funded, not how it trades: not a strategy's parameters. */
export const NOT_STRATEGY_PARAMS: ReadonlySet<string> = new Set(['create_type', 'block_source', 'source', 'strategy_id', 'followed_grid_id', 'followed_bot_id', 'reward_id', 'allow_follow', 'account_type']);

type SchemaNode = { type?: unknown; anyOf?: SchemaNode[]; properties?: Record<string, SchemaNode>; required?: string[] };

/** The fields a trader sets in a create request schema, in declaration order; an object field's own fields stand in its place. */
export function paramsOf(schema: TSchema): StrategyParam[] {
  const walk = (node: SchemaNode, requiredHere: boolean): StrategyParam[] => {
    const required = new Set(node.required ?? []);
    return Object.entries(node.properties ?? {}).flatMap(([name, p]): StrategyParam[] => {
      if (NOT_STRATEGY_PARAMS.has(name)) return [];
      if (p.type === 'object' && p.properties) return walk(p, requiredHere && required.has(name));
      const type = typeof p.type === 'string' ? p.type : (p.anyOf?.map((a) => a.type).find((t): t is string => typeof t === 'string') ?? 'string');
      return [{ name, required: requiredHere && required.has(name), type }];
    });
  };
  return walk(schema as SchemaNode, true);
}

/** The median of integers (the lower-middle two's mean, floored, for an even count); null for none. */
export function medianOf(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length % 2) return sorted[mid];
  // exact: e8 figures of two bots may exceed 2^53 when added as numbers
  const sum = BigInt(sorted[mid - 1]) + BigInt(sorted[mid]);
  return Number(sum >= 0n ? sum / 2n : -((-sum + 1n) / 2n));
}

const e8 = (x: number | bigint) => fromUnits(BigInt(x), 8);

type Refusal = BotFailure;

export class StrategyTools {
  private readonly s;

  constructor(private readonly bots: Bots) {
    const db = bots.ctx.db;
    this.s = {
      running: db.prepare(
        `SELECT kind, COUNT(*) AS running, SUM(allow_follow = 1) AS followable, MAX(CASE WHEN allow_follow = 1 THEN pnl_per_e8 END) AS best
         FROM bots WHERE status = 'RUNNING' GROUP BY kind`,
      ),
      aprs: db.prepare(`SELECT apr_e8 FROM bots WHERE kind = ? AND status = 'RUNNING' AND start_time > 0 AND start_time <= ?`).pluck(),
      trend: db.prepare(
        `SELECT p.bot_id AS bot, p.bucket AS bucket, p.pnl_per_e8 AS per FROM bot_rank_points p JOIN bots b ON b.id = p.bot_id
         WHERE b.kind = ? AND p.bucket >= ? AND p.bucket <= ? ORDER BY p.bucket`,
      ),
      onSymbol: db.prepare(`SELECT COUNT(*) FROM bots WHERE kind = ? AND status = 'RUNNING' AND (',' || symbol || ',') LIKE ?`).pluck(),
      legs: db.prepare(
        `SELECT json_extract(l.value, '$.symbol') AS symbol, json_extract(l.value, '$.side') AS side, json_extract(l.value, '$.targetBp') AS bp, b.id AS bot
         FROM bots b, json_each(b.state, '$.legs') l WHERE b.kind = ? AND b.status = 'RUNNING'`,
      ),
      user: db
        .prepare(
          `SELECT kind, quote_token, SUM(status != 'COMPLETED') AS running, SUM(status = 'COMPLETED') AS closed,
             SUM(CASE WHEN status != 'COMPLETED' THEN pnl_e8 ELSE 0 END) AS running_pnl, SUM(CASE WHEN status = 'COMPLETED' THEN pnl_e8 ELSE 0 END) AS closed_pnl
           FROM bots WHERE user_id = ? GROUP BY kind, quote_token ORDER BY quote_token`,
        )
        .safeIntegers(true),
    };
  }

  private now(): number {
    this.bots.runner.drain();
    return this.bots.ctx.clock.now();
  }

  /** Every registered kind's summary, in registry order. */
  private summaries(now: number): StrategySummary[] {
    const ranked = new Set(this.bots.ranking.kinds());
    const aiKinds = new Set(this.bots.ai.kinds());
    const live = new Map((this.s.running.all() as { kind: string; running: number; followable: number; best: number | null }[]).map((r) => [r.kind, r]));
    return BOT_KINDS.filter((k) => this.bots.drivers.get(k.listType)).map((k) => {
      const r = live.get(k.listType);
      const isRanked = ranked.has(k.listType);
      const median = medianOf(this.s.aprs.all(k.listType, now - STRATEGY_APR_MIN_RUN_MS) as number[]);
      return {
        bot_type: k.listType,
        market: k.market,
        ranked: isRanked,
        has_ai: aiKinds.has(k.listType),
        running_count: r?.running ?? 0,
        ranked_count: isRanked ? (r?.followable ?? 0) : 0,
        best_pnl_per: isRanked && r && r.best !== null ? e8(r.best) : '',
        median_apr: median === null ? '' : e8(median),
      };
    });
  }

  /** A served kind's create request schema (its fields are the strategy's parameters; aurora/creation proposes values for them). */
  private createBody(kind: string): TSchema {
    const driver = this.bots.drivers.get(kind);
    if (!driver) throw new Error(`bot kind ${kind}: not served`);
    return createCallOf(driver).body;
  }

  private summary(kind: BotListType, now: number): StrategySummary | undefined {
    return this.summaries(now).find((s) => s.bot_type === kind);
  }

  /** The kind's best ranked bots (none for an unranked kind). */
  private top(kind: BotListType, limit: number, symbol?: string): RankingRow[] {
    if (!this.bots.ranking.kinds().includes(kind)) return [];
    return this.bots.ranking.mixedRanking({ bot_types: [kind], limit, ...(symbol ? { symbol } : {}) }).rows;
  }

  /**
   * The kind's yield trend over the `days` UTC days ending today: per day, the median of each bot's last
   * ranking point that day (contracts tools.ts "Yield trend").
   */
  yieldTrend(kind: string, days: number, now: number): YieldPoint[] {
    const today = Math.floor(now / DAY) * DAY;
    const from = today - (days - 1) * DAY;
    const lastOfDay = new Map<number, Map<string, number>>();
    for (const p of this.s.trend.all(kind, from, now) as { bot: string; bucket: number; per: number }[]) {
      const day = Math.floor(p.bucket / DAY) * DAY;
      let bots = lastOfDay.get(day);
      if (!bots) lastOfDay.set(day, (bots = new Map()));
      bots.set(p.bot, p.per); // ordered by bucket: the day's last sample wins
    }
    return [...lastOfDay.entries()]
      .sort(([a], [b]) => a - b)
      .map(([day, bots]) => ({ statTime: day, yieldRateE4: Math.trunc(medianOf([...bots.values()])! / 10_000), bots: bots.size }));
  }

  home(): AuroraHomeResult {
    const now = this.now();
    return ok({ as_of: now, strategies: this.summaries(now) });
  }

  info(body: AuroraInfoBody): AuroraInfoResult | Refusal {
    const now = this.now();
    const strategy = this.summary(body.bot_type, now);
    if (!strategy) return invalid(`bot_type: ${body.bot_type} is not served`);
    return ok({
      as_of: now,
      strategy,
      params: paramsOf(this.createBody(body.bot_type)),
      top: this.top(body.bot_type, body.top_limit ?? STRATEGY_TOP_DEFAULT),
      yield_trend: this.yieldTrend(body.bot_type, body.days ?? STRATEGY_TREND_DAYS_DEFAULT, now),
    });
  }

  /** Where a create form of the kind on the symbol starts: the AI proposal when the kind has one, and the live facts there. */
  creation(body: AuroraCreationBody): AuroraCreationResult | Refusal {
    this.bots.runner.drain();
    const kind = body.bot_type;
    if (!this.bots.drivers.get(kind)) return invalid(`bot_type: ${kind} is not served`);
    const market = botKindSpec(kind).market;
    const { ctx, pairs } = this.bots;
    let lastPrice: string;
    if (market === 'spot') {
      const pair = pairs.get(body.symbol);
      if (!pair || !pairs.open(pair)) return invalid(`symbol: ${body.symbol} is not open for ${kind} bots`);
      lastPrice = pairs.lastPrice(pair);
    } else {
      if (!ctx.market.hasContract(body.symbol) || ctx.delistings.has('futures', body.symbol)) return invalid(`symbol: ${body.symbol} is not open for ${kind} bots`);
      lastPrice = ctx.market.markPrice(body.symbol).indexPrice;
    }
    const createFields = new Set(paramsOf(this.createBody(kind)).map((p) => p.name));
    let source: 'ai' | 'none' = 'none';
    let fields: { name: string; value: string }[] = [];
    let apr = '';
    let drawdown = '';
    let ret = '';
    let days = '';
    let nonePassed = false;
    let note = '';
    const provider = this.bots.ai.provider(kind);
    if (!provider) note = `${kind} bots have no AI parameters`;
    else {
      // the kind's own proposal: its pick among its answer's proposals, and that pick's walk-forward test figures
      const proposal = provider.proposal(body.symbol);
      // every kind's proposals are validated walk-forward (contracts ai-validation.ts): none passing is said, not hidden
      nonePassed = proposal.nonePassed;
      if (proposal.status_code !== 200) note = proposal.debug_msg || 'no AI proposal for this symbol';
      else {
        source = 'ai';
        fields = Object.entries(proposal.fields)
          .filter(([name, value]) => createFields.has(name) && (typeof value === 'string' || typeof value === 'number'))
          .map(([name, value]) => ({ name, value: String(value) }));
        // the test window's figures: its actual return and drawdown, and the APR annualised from its few days
        ret = proposal.windowReturn;
        drawdown = proposal.drawdown;
        apr = proposal.apr;
        days = proposal.days;
      }
    }
    return ok({
      bot_type: kind,
      symbol: body.symbol,
      market,
      last_price: lastPrice,
      source,
      fields,
      backtest_return: ret,
      backtest_apr: apr,
      backtest_max_drawdown: drawdown,
      backtest_days: days,
      none_passed: nonePassed,
      note,
      running_on_symbol: this.s.onSymbol.get(kind, `%,${body.symbol},%`) as number,
      best: this.top(kind, 1, body.symbol)[0] ?? null,
    });
  }

  fcombo(body: AuroraFcomboBody): AuroraFcomboResult | Refusal {
    const now = this.now();
    // the strategy of the kind whose bots hold legs (registry `holdsLegs`: the futures combo)
    const kind = BOT_KINDS.find((k) => k.holdsLegs)?.listType;
    const strategy = kind && this.summary(kind, now);
    if (!kind || !strategy) return invalid('the futures combo is not served');
    const legs = new Map<string, { bots: Set<string>; long: Set<string>; short: Set<string>; bp: number; n: number }>();
    for (const l of this.s.legs.all(kind) as { symbol: string; side: string; bp: number; bot: string }[]) {
      let leg = legs.get(l.symbol);
      if (!leg) legs.set(l.symbol, (leg = { bots: new Set(), long: new Set(), short: new Set(), bp: 0, n: 0 }));
      leg.bots.add(l.bot);
      (l.side === 'short' ? leg.short : leg.long).add(l.bot);
      leg.bp += l.bp;
      leg.n++;
    }
    const rows = [...legs.entries()]
      .map(([symbol, l]) => ({
        symbol,
        bots: l.bots.size,
        long_bots: l.long.size,
        short_bots: l.short.size,
        // mean target weight in bp → fraction with 4 decimals (bp are integers: exact)
        avg_weight: fromUnits(BigInt(Math.round(l.bp / l.n)), 4, true),
      }))
      .sort((a, b) => b.bots - a.bots || a.symbol.localeCompare(b.symbol))
      .slice(0, body.limit ?? FCOMBO_LEGS_DEFAULT);
    return ok({ as_of: now, strategy, legs: rows, top: this.top(kind, STRATEGY_TOP_DEFAULT), yield_trend: this.yieldTrend(kind, STRATEGY_TREND_DAYS_DEFAULT, now) });
  }

  /** The strategy in plain words: its fixed explanation's codes, then what its bots do now. */
  chat(kind: BotListType): ChatStrategyInfoResult | Refusal {
    const now = this.now();
    const strategy = this.summary(kind, now);
    if (!strategy) return invalid(`bot_type: ${kind} is not served`);
    const lines: ChatLine[] = [
      { code: 'what', args: {} },
      { code: 'how', args: {} },
      { code: 'risk', args: {} },
    ];
    if (!strategy.running_count) lines.push({ code: 'live_none', args: {} });
    else {
      lines.push({ code: 'live_running', args: { count: String(strategy.running_count) } });
      const best = this.top(kind, 1)[0];
      if (best) lines.push({ code: 'live_best', args: { pnl_per: best.total_pnl_per, symbol: best.symbol, nick: best.nick_name } });
      if (strategy.median_apr) lines.push({ code: 'live_apr', args: { apr: strategy.median_apr } });
      const trend = this.yieldTrend(kind, 7, now);
      if (trend.length >= 2) {
        const per = (p: YieldPoint) => fromUnits(BigInt(p.yieldRateE4), 4);
        lines.push({ code: 'live_trend', args: { from_per: per(trend[0]), to_per: per(trend[trend.length - 1]), days: String(trend.length) } });
      }
    }
    return ok({ bot_type: kind, as_of: now, lines });
  }

  /** The caller's strategies: per kind (registry order) counts and PnL per quote coin, summed exactly. */
  userStrategies(userId: number, kind?: BotListType): StrategyInfoResult {
    const now = this.now();
    type Row = { kind: string; quote_token: string; running: bigint; closed: bigint; running_pnl: bigint; closed_pnl: bigint };
    const rows = (this.s.user.all(userId) as Row[]).filter((r) => !kind || r.kind === kind);
    const strategies = BOT_KINDS.flatMap((k) => {
      const mine = rows.filter((r) => r.kind === k.listType);
      if (!mine.length) return [];
      return [
        {
          bot_type: k.listType,
          running: Number(mine.reduce((a, r) => a + r.running, 0n)),
          closed: Number(mine.reduce((a, r) => a + r.closed, 0n)),
          pnl: mine.map((r) => ({ quote_token: r.quote_token, running_pnl: e8(r.running_pnl), closed_pnl: e8(r.closed_pnl) })),
        },
      ];
    });
    return ok({ as_of: now, strategies });
  }
}
