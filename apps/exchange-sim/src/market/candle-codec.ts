/**
 * Compact storage of one symbol's 1-minute candles for one UTC day (one row of
 * `candle_days`). Layout: varint first-minute-of-day, then per candle six
 * varints — zigzag(open − previous close; the first open whole), high − open, open − low,
 * zigzag(close − open), volume (lots), quote volume (tick units). Prices move a
 * few ticks per minute, so most fields take one or two bytes: ≈ 10 bytes per
 * candle instead of 40 (a 90-day history of 40 symbols is ≈ 50 MB).
 *
 * Candles of a row are contiguous minutes (replayed data with gaps is filled
 * with flat, zero-volume candles before it is stored).
 */
export const MINUTES_PER_DAY = 1440;

export type DayColumns = {
  /** Minute of the day (0–1439) of the first candle. */
  firstMinute: number;
  count: number;
  open: Int32Array;
  high: Int32Array;
  low: Int32Array;
  close: Int32Array;
  volume: Float64Array;
  quoteVolume: Float64Array;
};

export function emptyDay(firstMinute: number, capacity = MINUTES_PER_DAY): DayColumns {
  return {
    firstMinute,
    count: 0,
    open: new Int32Array(capacity),
    high: new Int32Array(capacity),
    low: new Int32Array(capacity),
    close: new Int32Array(capacity),
    volume: new Float64Array(capacity),
    quoteVolume: new Float64Array(capacity),
  };
}

class Writer {
  buf: Buffer;
  pos = 0;
  constructor(size: number) {
    this.buf = Buffer.allocUnsafe(size);
  }
  /** Unsigned integer up to 2^53. */
  uint(value: number): void {
    if (this.pos + 8 > this.buf.length) {
      const bigger = Buffer.allocUnsafe(this.buf.length * 2);
      this.buf.copy(bigger, 0, 0, this.pos);
      this.buf = bigger;
    }
    let v = value;
    while (v >= 128) {
      this.buf[this.pos++] = (v % 128) | 128;
      v = Math.floor(v / 128);
    }
    this.buf[this.pos++] = v;
  }
  int(value: number): void {
    this.uint(value >= 0 ? value * 2 : -value * 2 - 1);
  }
}

export function encodeDay(day: DayColumns): Buffer {
  const w = new Writer(16 + day.count * 12);
  w.uint(day.firstMinute);
  // The first open is stored whole, so a row decodes on its own.
  let prev = 0;
  for (let i = 0; i < day.count; i++) {
    const o = day.open[i];
    w.int(o - prev);
    w.uint(day.high[i] - o);
    w.uint(o - day.low[i]);
    w.int(day.close[i] - o);
    w.uint(day.volume[i]);
    w.uint(day.quoteVolume[i]);
    prev = day.close[i];
  }
  return w.buf.subarray(0, w.pos);
}

export function decodeDay(data: Uint8Array, count: number): DayColumns {
  let pos = 0;
  const uint = () => {
    let value = 0;
    let factor = 1;
    for (;;) {
      const byte = data[pos++];
      value += (byte & 127) * factor;
      if (byte < 128) return value;
      factor *= 128;
    }
  };
  const int = () => {
    const z = uint();
    return z % 2 === 0 ? z / 2 : -(z + 1) / 2;
  };
  const firstMinute = uint();
  const day = emptyDay(firstMinute, Math.max(count, 1));
  day.count = count;
  let prev = 0;
  for (let i = 0; i < count; i++) {
    const delta = int();
    const o = prev + delta;
    day.open[i] = o;
    day.high[i] = o + uint();
    day.low[i] = o - uint();
    day.close[i] = o + int();
    day.volume[i] = uint();
    day.quoteVolume[i] = uint();
    prev = day.close[i];
  }
  return day;
}
