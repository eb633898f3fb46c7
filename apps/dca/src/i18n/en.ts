import { enBacktest } from './en-backtest';
import { enBot } from './en-bot';
import { enCore } from './en-core';

/** The whole `dca` source tree (its type types every key; zh-TW and ar-SA follow it). */
export const en = { ...enCore, ...enBot, ...enBacktest } as const;
export type DcaTranslations = typeof en;
