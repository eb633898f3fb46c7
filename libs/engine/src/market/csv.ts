/**
 * Reader for user-supplied 1-minute candle files (replay mode).
 *
 * Format: comma-separated, one candle per line, columns
 * `time,open,high,low,close,volume`. A header line naming these columns (any
 * order, case-insensitive; `timestamp`, `open_time` and `date` are accepted
 * for `time`; extra columns are ignored) is optional; without one the order
 * above is assumed. Blank lines are skipped. Cells may be wrapped in double
 * quotes.
 *
 * - time: Unix milliseconds (an integer of at least 12 digits, so a seconds
 *   value is reported rather than misread) or ISO 8601 (UTC unless an offset
 *   is given); it must be a whole minute, and times must strictly increase
 *   (gaps are allowed: the replay simply has no candle there).
 * - prices: plain decimals, converted to ticks rounding half-up (data sources
 *   often print more decimals than the exchange's tick); a price must be at
 *   least one tick, and low ≤ open, close ≤ high.
 * - volume: base-coin decimal ≥ 0, converted to lots rounding half-up; the
 *   quote turnover is estimated as volume × (o + h + l + c) / 4.
 *
 * Every problem found is reported with its 1-based line number; parsing
 * stops after 50 problems.
 */
import { type CandleSeries, MINUTE_MS } from './candles';
import { parseIsoTime } from './time';
import { DecimalError, decimalToUnits, divRound, parseDecimal, pow10 } from '../core/decimal';

/** One problem of a CSV file. */
export interface CsvIssue {
  /** 1-based line number in the file. */
  readonly row: number;
  /** Column name, when the problem is in one cell. */
  readonly column?: string;
  readonly message: string;
}

/** Thrown by parseCandleCsv; `issues` lists every problem found (at most 50). */
export class CandleCsvError extends Error {
  readonly issues: readonly CsvIssue[];
  constructor(issues: readonly CsvIssue[]) {
    const first = issues
      .slice(0, 5)
      .map((i) => `row ${i.row}${i.column ? ` (${i.column})` : ''}: ${i.message}`)
      .join('; ');
    super(`invalid candle CSV: ${first}${issues.length > 5 ? `; and ${issues.length - 5} more` : ''}`);
    this.name = 'CandleCsvError';
    this.issues = issues;
  }
}

/** What the reader needs to know about the symbol. */
export interface CsvSymbolSpec {
  readonly symbol: string;
  /** Tick size, decimal string. */
  readonly tickSize: string;
  /** Lot size (base quantity step), decimal string. */
  readonly lotSize: string;
}

const COLUMNS = ['time', 'open', 'high', 'low', 'close', 'volume'] as const;
type Column = (typeof COLUMNS)[number];
const ALIASES: Record<string, Column> = { timestamp: 'time', open_time: 'time', opentime: 'time', date: 'time' };
const MAX_ISSUES = 50;
const MAX_TICKS = 2_147_483_647;

function splitCells(line: string): string[] {
  return line.split(',').map((c) => {
    const t = c.trim();
    return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1).trim() : t;
  });
}

/** Parses a candle CSV into a 1m series (explicit open times). Throws CandleCsvError. */
export function parseCandleCsv(text: string, spec: CsvSymbolSpec): CandleSeries {
  const tick = parseDecimal(spec.tickSize);
  const lot = parseDecimal(spec.lotSize);
  if (tick.units <= 0n) throw new RangeError(`tickSize must be positive, got "${spec.tickSize}"`);
  if (lot.units <= 0n) throw new RangeError(`lotSize must be positive, got "${spec.lotSize}"`);
  const lotSizeF = Number(lot.units) / Number(pow10(lot.scale));

  const issues: CsvIssue[] = [];
  const lines = text.split(/\r?\n/);
  let index: Record<Column, number> = { time: 0, open: 1, high: 2, low: 3, close: 4, volume: 5 };
  let width = 6;
  let first = lines.findIndex((l) => l.trim() !== '');
  if (first >= 0 && /[a-z]/i.test(lines[first]) && !/^\s*"?\d{4}-\d{2}-\d{2}/.test(lines[first])) {
    const names = splitCells(lines[first]).map((h) => h.toLowerCase());
    const found: Partial<Record<Column, number>> = {};
    names.forEach((h, i) => {
      const col = (COLUMNS as readonly string[]).includes(h) ? (h as Column) : ALIASES[h];
      if (col && found[col] === undefined) found[col] = i;
    });
    const missing = COLUMNS.filter((c) => found[c] === undefined);
    if (missing.length > 0) throw new CandleCsvError([{ row: first + 1, message: `header lacks column(s) ${missing.join(', ')}` }]);
    index = found as Record<Column, number>;
    width = Math.max(...Object.values(index)) + 1;
    first++;
  }
  if (first < 0) first = lines.length;

  const times: number[] = [];
  const o: number[] = [];
  const h: number[] = [];
  const l: number[] = [];
  const c: number[] = [];
  const v: number[] = [];
  let lastTime = Number.NEGATIVE_INFINITY;

  const toTicks = (cell: string, row: number, column: Column): number | null => {
    try {
      const units = decimalToUnits(cell, tick.scale, 'half-up');
      const ticks = divRound(units, tick.units, 'half-up');
      if (ticks < 1n) {
        issues.push({ row, column, message: `price "${cell}" is below one tick (${spec.tickSize})` });
        return null;
      }
      if (ticks > BigInt(MAX_TICKS)) {
        issues.push({ row, column, message: `price "${cell}" is too large (more than ${MAX_TICKS} ticks)` });
        return null;
      }
      return Number(ticks);
    } catch (e) {
      if (!(e instanceof DecimalError)) throw e;
      issues.push({ row, column, message: `"${cell}" is not a decimal number` });
      return null;
    }
  };

  for (let li = first; li < lines.length && issues.length < MAX_ISSUES; li++) {
    const line = lines[li];
    if (line.trim() === '') continue;
    const row = li + 1;
    const cells = splitCells(line);
    if (cells.length < width) {
      issues.push({ row, message: `expected ${width} columns, found ${cells.length}` });
      continue;
    }
    const before = issues.length;
    const tCell = cells[index.time];
    let t: number | null = null;
    if (/^\d+$/.test(tCell)) {
      if (tCell.length < 12) issues.push({ row, column: 'time', message: `"${tCell}" looks like seconds; give Unix milliseconds or ISO 8601` });
      else t = Number(tCell);
    } else {
      t = parseIsoTime(tCell);
      if (t === null) issues.push({ row, column: 'time', message: `"${tCell}" is neither Unix milliseconds nor an ISO 8601 date-time` });
    }
    if (t !== null) {
      if (!Number.isSafeInteger(t) || t % MINUTE_MS !== 0) {
        issues.push({ row, column: 'time', message: `time "${tCell}" is not on a whole minute` });
        t = null;
      } else if (t <= lastTime) {
        issues.push({ row, column: 'time', message: `time "${tCell}" is not after the previous row's time` });
        t = null;
      }
    }
    const op = toTicks(cells[index.open], row, 'open');
    const hi = toTicks(cells[index.high], row, 'high');
    const lo = toTicks(cells[index.low], row, 'low');
    const cl = toTicks(cells[index.close], row, 'close');
    let lots: number | null = null;
    try {
      const units = decimalToUnits(cells[index.volume], lot.scale, 'half-up');
      const n = divRound(units, lot.units, 'half-up');
      if (n < 0n) issues.push({ row, column: 'volume', message: `volume "${cells[index.volume]}" is negative` });
      else lots = Number(n);
    } catch (e) {
      if (!(e instanceof DecimalError)) throw e;
      issues.push({ row, column: 'volume', message: `"${cells[index.volume]}" is not a decimal number` });
    }
    if (op !== null && hi !== null && lo !== null && cl !== null) {
      if (hi < Math.max(op, cl) || hi < lo) issues.push({ row, column: 'high', message: 'high is below open, close or low' });
      else if (lo > Math.min(op, cl)) issues.push({ row, column: 'low', message: 'low is above open or close' });
    }
    if (issues.length > before || t === null || op === null || hi === null || lo === null || cl === null || lots === null) continue;
    lastTime = t;
    times.push(t);
    o.push(op);
    h.push(hi);
    l.push(lo);
    c.push(cl);
    v.push(lots);
  }
  if (issues.length > 0) throw new CandleCsvError(issues);
  if (times.length === 0) throw new CandleCsvError([{ row: Math.max(1, first + 1), message: 'the file has no candles' }]);
  const n = times.length;
  const quoteVolume = new Float64Array(n);
  for (let i = 0; i < n; i++) quoteVolume[i] = Math.round((v[i] * lotSizeF * (o[i] + h[i] + l[i] + c[i])) / 4);
  return {
    symbol: spec.symbol,
    interval: '1m',
    intervalMs: MINUTE_MS,
    length: n,
    startTime: times[0],
    time: Float64Array.from(times),
    open: Int32Array.from(o),
    high: Int32Array.from(h),
    low: Int32Array.from(l),
    close: Int32Array.from(c),
    volume: Float64Array.from(v),
    quoteVolume,
  };
}
