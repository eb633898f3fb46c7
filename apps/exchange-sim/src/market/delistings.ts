/**
 * Delisted symbols (`symbol_delistings`): a spot pair or a perpetual contract
 * the exchange has taken off. A delisted symbol keeps its price series (its
 * klines and the bots' histories still read it) but is closed for trading:
 * symbol lists show it `Closed` (clients pick only `Trading` symbols),
 * recommendations, AI parameters and bot creation refuse it, and the bot
 * area's delisting sweep closes the running bots that trade it, each kind
 * its own way (bots/sweeps.ts).
 *
 * The admin CLI delists from another process (`sim:admin -- delist`), so
 * lookups are cached only while the database is unchanged, as sessions are:
 * this connection's `total_changes()` and the file's `data_version` (which
 * moves when another connection commits) are read on each lookup; any change
 * reloads the (small) set. `generation` counts the changes of the set itself.
 */
import { type Db, tx } from '../db/database';
import { linearContract, spotPair } from './symbols';

/** Which market a symbol belongs to: the same name can be a spot pair and a perpetual. */
export type ListingMarket = 'spot' | 'futures';
export const LISTING_MARKETS: readonly ListingMarket[] = ['spot', 'futures'];

export type Delisting = { readonly market: ListingMarket; readonly symbol: string; readonly time: number };

export class DelistingError extends Error {}

export class Delistings {
  private readonly select;
  private readonly insert;
  private readonly changes;
  private stamp = '';
  private entries: Delisting[] = [];
  private keys = new Set<string>();
  /** Moves each time the set of delisted symbols changes (as seen by this process). */
  generation = 0;

  constructor(private readonly db: Db) {
    this.select = db.prepare('SELECT market, symbol, delisted_at AS time FROM symbol_delistings ORDER BY delisted_at, market, symbol');
    this.insert = db.prepare('INSERT INTO symbol_delistings (market, symbol, delisted_at) VALUES (?, ?, ?)');
    this.changes = db.prepare('SELECT total_changes() AS own, (SELECT data_version FROM pragma_data_version) AS other').raw(true);
  }

  /** Every delisted symbol, oldest first. */
  list(): readonly Delisting[] {
    this.refresh();
    return this.entries;
  }

  has(market: ListingMarket, symbol: string): boolean {
    this.refresh();
    return this.keys.has(`${market}:${symbol}`);
  }

  /** Delists a symbol of a market (one transaction); throws DelistingError for an unknown or already delisted symbol. */
  delist(market: ListingMarket, symbol: string, now: number): Delisting {
    const known = market === 'spot' ? spotPair(symbol) : linearContract(symbol);
    if (!known) throw new DelistingError(`${symbol} is not a ${market === 'spot' ? 'spot pair' : 'perpetual contract'} of this exchange`);
    if (this.has(market, symbol)) throw new DelistingError(`${symbol} (${market}) is delisted already`);
    tx(this.db, () => this.insert.run(market, symbol, now));
    return { market, symbol, time: now };
  }

  private refresh(): void {
    const [own, other] = this.changes.get() as [number, number];
    const stamp = `${own}:${other}`;
    if (stamp === this.stamp) return;
    this.stamp = stamp;
    const rows = this.select.all() as Delisting[];
    const keys = new Set(rows.map((r) => `${r.market}:${r.symbol}`));
    if (keys.size !== this.keys.size || rows.some((r) => !this.keys.has(`${r.market}:${r.symbol}`))) this.generation++;
    this.entries = rows;
    this.keys = keys;
  }
}
