import { useKindName, useT } from '@tb/i18n';
import { AREAS as REGISTRY_AREAS, BOT_KINDS, type AreaSpec } from '@tb/util-bot-kinds';
import type { ShellTranslations } from '../i18n/shell-translations';

/**
 * Product areas under /tradingbot/{lang}/, in navigation order: one per row of
 * the bot-kind registry (`@tb/util-bot-kinds`). Each is owned by one remote;
 * the remote manifest says where it is deployed.
 */
export const AREAS: ReadonlyArray<AreaSpec> = REGISTRY_AREAS;

/** The name key of a tool area (the shell's `nav` strings); a bot kind's area is named by the shared `kinds` strings. */
export type ToolAreaKey = Exclude<keyof ShellTranslations['nav'], 'label' | 'home' | 'skip' | 'menu'>;

const KIND_NAME_KEYS: ReadonlySet<string> = new Set(BOT_KINDS.map((row) => row.navKey));

/**
 * An area's name in the page's language by its name key: a bot kind's from the one `kinds`
 * namespace (`@tb/i18n`), a tool area's (ranking, AI pick) from the shell's `nav` strings.
 */
export function useAreaName(): (navKey: string) => string {
  const t = useT<ShellTranslations>('shell');
  const kindName = useKindName();
  return (navKey) => (KIND_NAME_KEYS.has(navKey) ? kindName(navKey, navKey) : t(`nav.${navKey as ToolAreaKey}`));
}

/**
 * The area route's code (app/AreaRoute.tsx): App.tsx's `lazy()` and the start's prefetch share this one import.
 * It comes in the federation runtime's chunk (federation/load-federation.ts): an area's page needs both,
 * always together, so the first navigation into an area from the home requests one shell file, not two
 * (issue 30: the navigation home → spot grid had gone from 2 requests to 3 when the route got a chunk of
 * its own), and a deep link preloads one. The home's first visit carries neither.
 */
export const loadAreaRoute = () => import(/* webpackChunkName: "federation" */ './AreaRoute');
