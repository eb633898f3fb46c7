import { BOT_KINDS } from '@tb/util-bot-kinds';
import { type BotProductTag, botProductTag } from '@tb/util-enums';
import type { AnnouncementHit, AnnouncementSearchResult, BotListItem, BotListType, BotsSummaryResult as ContractBotsSummaryResult, CoinTotals, KindSummary, ListAllBotsBody as ContractListAllBotsBody, ListAllBotsResult } from '@tb/contracts';

export type { AnnouncementSearchResult, AnnouncementHit, ListAllBotsResult, CoinTotals, KindSummary };
/** bots-summary's success (a refusal reaches the page as an error). */
export type BotsSummaryResult = Extract<ContractBotsSummaryResult, { day_start: number }>;

/** `POST /x-api/s1/bot/tradingbot/v1/list-all-bots` (shapes from @tb/contracts). */
export type BotListStatus = ContractListAllBotsBody['status'];
export type BotType = BotListType;
export type BotSummary = BotListItem;
export type ListAllBotsBody = { status: BotListStatus; page: number; limit: number };

/** The area (path segment) of each bot type: its detail page is `/{area}/detail/{bot_id}/`. */
export const AREA_OF_BOT: Readonly<Record<BotType, string>> = Object.fromEntries(BOT_KINDS.map((k) => [k.listType, k.area])) as Record<BotType, string>;

/** The copy-trade roles among a card's product tags (the kind's own tag is already its kind label). */
export type CopyRoleTag = Extract<BotProductTag, 'futureGridCopyLeader' | 'futureGridCopyFollower'>;
const isCopyRole = (tag: BotProductTag): tag is CopyRoleTag => tag === 'futureGridCopyLeader' || tag === 'futureGridCopyFollower';
export function copyRolesOf(bot: Pick<BotSummary, 'product_tags'>): CopyRoleTag[] {
  return (bot.product_tags ?? []).map((wire) => botProductTag.fromServer(wire)).filter(isCopyRole);
}

export function isBotType(value: string): value is BotType {
  return Object.prototype.hasOwnProperty.call(AREA_OF_BOT, value);
}
