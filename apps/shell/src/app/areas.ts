import { AREAS as REGISTRY_AREAS, type AreaSpec } from '@tb/util-bot-kinds';
import type { ShellTranslations } from '../i18n/shell-translations';

/**
 * Product areas under /tradingbot/{lang}/, in navigation order: one per row of
 * the bot-kind registry (`@tb/util-bot-kinds`). Each is owned by one remote;
 * the remote manifest says where it is deployed.
 */
export type AreaKey = keyof ShellTranslations['nav'];
export const AREAS: ReadonlyArray<AreaSpec & { navKey: AreaKey }> = REGISTRY_AREAS;
