import type { useArea } from '@tb/router';
import { copyPath } from './CopyLinks';

/** A kind's area (its links: detail, create, follow, orders). */
type Area = ReturnType<typeof useArea>;

export interface CloseDetailLinkOptions {
  /** The bot's symbol: the copy opens the create form on it. */
  readonly symbol?: string;
  /** Others may copy this bot (it has a follow page); default yes (spot grid: `allow_follow` = 1, DCA: never). */
  readonly followable?: boolean;
}

/**
 * The links every close detail carries, for {@link CloseDetailScaffold}'s
 * props of the same names: back to the bot's detail (the "still running"
 * banner), the create form filled with its parameters, and its follow page
 * when it has one. One place builds them, so every kind's close page links
 * to the same routes of its area.
 */
export function closeDetailLinks(area: Area, botId: string, { symbol, followable = true }: CloseDetailLinkOptions = {}) {
  return {
    detailPath: area.path('detail', botId),
    copyTo: copyPath(area.path('create'), botId, symbol ? { symbol } : {}),
    followTo: followable ? area.path('follow', botId) : undefined,
  };
}

/** The create form on a symbol ("create another" from a closed bot's page). */
export const createOnSymbol = (area: Area, symbol: string) => `${area.path('create')}?symbol=${encodeURIComponent(symbol)}`;
