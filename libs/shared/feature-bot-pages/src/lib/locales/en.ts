import { enCore } from './en-core';
import { enAiTest, enBacktest, enGuided, enSuited, enTaxTerms, enVouchers } from './en-create-parts';
import { enPages } from './en-pages';
import { enCloseWords } from './en-close';
import { enGlossary } from './en-glossary';
import { enStress } from './en-stress';

/**
 * The whole English tree of the `botPages` namespace (its type is the shape
 * zh-TW and ar-SA follow; the completeness test reads it). The page never
 * imports this file: English arrives in parts: en-core.ts with the first route,
 * en-create-parts.ts and en-pages.ts with the components that show them.
 */
export const en = {
  ...enCore,
  ...enBacktest,
  ...enSuited,
  ...enGuided,
  ...enAiTest,
  ...enTaxTerms,
  ...enPages,
  ...enCloseWords,
  ...enGlossary,
  ...enStress,
  vouchers: { ...enCore.vouchers, ...enVouchers.vouchers },
} as const;

export type BotPagesTranslations = typeof en;
