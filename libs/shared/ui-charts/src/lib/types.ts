/** A candle as the kline call returns it (decimal strings, open time in ms). */
export interface ChartBar {
  t: number;
  o: string;
  h: string;
  l: string;
  c: string;
}

/**
 * A horizontal line on the price chart: a grid level, take profit, stop loss,
 * entry, the liquidation price (futures kinds), or a resting order the bot
 * will fill next (`order`: a martingale's next add), labelled on the axis
 * unlike the unlabelled grid levels.
 */
export interface ChartLine {
  price: string;
  kind: 'level' | 'tp' | 'sl' | 'entry' | 'liquidation' | 'order';
  /** Axis label ("TP", "Liq."); grid levels have none. */
  title?: string;
}

/** Pushes live prices to the chart without React renders: returns the unsubscribe. */
export type LivePriceSource = (onPrice: (price: string, time: number) => void) => () => void;

export interface PriceChartProps {
  /** Accessible name of the chart ("BTC/USDT price, 15-minute candles"). */
  label: string;
  /**
   * Text alternative read instead of the drawing: what the candles did and
   * where the lines are (the remote words it; `describePriceChart` helps).
   */
  summary: string;
  bars: readonly ChartBar[];
  /** Candle length in ms (rolls the live candle over). */
  intervalMs: number;
  lines: readonly ChartLine[];
  /** Decimals of the price axis (the tick size's). */
  precision: number;
  tickSize: string;
  /**
   * A price as the page shows prices (the symbol's tick and the locale: `67,321.5`), for the axis and the
   * lines' labels, so the chart reads like the figures around it. Given exact decimal strings.
   */
  formatPrice: (price: string) => string;
  /** The live price (the quote feed), if the chart should follow it. */
  live?: LivePriceSource;
  /** Height in px with the time axis (default 320). */
  height?: number;
  /** A time on the still chart's time axis (the page's date rule); default the 24-hour clock. */
  formatTime?: (ms: number) => string;
}
