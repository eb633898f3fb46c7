/**
 * The simulator's registered kind drivers. A driver is accepted only for a
 * kind the bot-kind registry (`@tb/util-bot-kinds` BOT_KINDS) has a row for,
 * and only once per kind: anything else fails at start, before the runner
 * loads a bot. The row gives what the shared
 * sequences need of a kind: its per-user running limit and its market.
 */
import { BOT_KINDS, type BotKindRow } from '@tb/util-bot-kinds';
import type { KindDriver, LiveBot } from './driver';

export class DriverRegistry {
  private readonly rows = new Map<string, BotKindRow>();
  private readonly drivers = new Map<string, KindDriver>();

  constructor() {
    for (const row of BOT_KINDS) this.rows.set(row.listType, row);
  }

  register<L extends LiveBot>(driver: KindDriver<L>): void {
    if (!this.rows.has(driver.kind)) {
      throw new Error(`bot kind ${driver.kind}: no row in the bot-kind registry (@tb/util-bot-kinds BOT_KINDS); add the row first`);
    }
    if (this.drivers.has(driver.kind)) throw new Error(`bot kind ${driver.kind}: a driver is registered for it already`);
    this.drivers.set(driver.kind, driver as unknown as KindDriver);
  }

  /** The driver of a kind, or undefined (rows of kinds the simulator does not run). */
  get(kind: string): KindDriver | undefined {
    return this.drivers.get(kind);
  }

  all(): KindDriver[] {
    return [...this.drivers.values()];
  }

  /** The registry row of a registered kind. */
  row(kind: string): BotKindRow {
    const row = this.rows.get(kind);
    if (!row) throw new Error(`bot kind ${kind}: no registry row`);
    return row;
  }
}
