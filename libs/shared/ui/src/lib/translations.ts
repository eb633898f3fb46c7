import { defineAreaStrings, useT, type LocaleResources, type Translations } from '@tb/i18n';
import { arSA } from './locales/ar-SA';
import { zhTW } from './locales/zh-TW';

/** Source (en) strings of the design-system components. */
const en = {
  close: 'Close',
  loading: 'Loading…',
  toast: { success: 'Success', warn: 'Warning', fail: 'Error', region: 'Notifications', dismiss: 'Dismiss notification' },
  table: { empty: 'Nothing to show', rows: '{{count}} rows' },
  progress: 'Progress',
} as const;

/**
 * Strings only some components show, carried by those components' code
 * (`useUiT(part)` adds them on first render): the shell's first visit has
 * neither a number field nor an area frame, and downloaded these with the
 * rest (issue 30).
 */
const numberEn = {
  notNumber: 'Enter a number: digits, with one decimal point (for example 1,234.56). Letters and exponents such as 5e2 are not accepted.',
  negative: 'Enter a number of 0 or more.',
  notWhole: 'Enter a whole number, without decimals.',
  tooManyDecimals_zero: 'Use at most {{count}} decimal places.',
  tooManyDecimals_one: 'Use at most {{count}} decimal place.',
  tooManyDecimals_two: 'Use at most {{count}} decimal places.',
  tooManyDecimals_few: 'Use at most {{count}} decimal places.',
  tooManyDecimals_many: 'Use at most {{count}} decimal places.',
  tooManyDecimals_other: 'Use at most {{count}} decimal places.',
  required: 'Required.',
  low: 'At least {{min}}.',
  high: 'At most {{max}}.',
  notAbove: 'Enter more than {{bound}}.',
  step: 'Enter a multiple of {{step}}.',
} as const;
const frameEn = {
  note: 'This area is being built: its screens arrive with the {{area}} release.',
  botId: 'Bot ID',
  sections: 'Sections',
  /** The pages every bot kind has (an area's own strings name its other pages). */
  pages: { create: 'Create bot', symbols: 'Choose a symbol', detail: 'Bot detail', closeDetail: 'Close detail', openOrders: 'Open orders', historyOrders: 'Order history', positions: 'Positions', round: 'Round detail', follow: 'Copy detail' },
} as const;
/** A number field's problems in words (NumberInput). */
export const UI_NUMBER_PART = { number: numberEn } as const;
/** An area frame's labels (AreaFrame). */
export const UI_FRAME_PART = { frame: frameEn } as const;

export type UiTranslations = typeof en & typeof UI_NUMBER_PART & typeof UI_FRAME_PART;

export const UI_NAMESPACE = 'ui';

/**
 * The design system's strings on the page's i18n instance: English ships with
 * every app that uses a component; zh-TW and ar-SA are chunks of their own,
 * fetched by `initI18n` before the page switches to that language
 * (`withLanguage`), so a spinner or a toast never waits and never shows a
 * mixed page. The shell switches first, so a remote's copy finds them there.
 */
export const uiStrings = defineAreaStrings<UiTranslations>({
  namespace: UI_NAMESPACE,
  en,
  locales: {
    'zh-TW': () => import(/* webpackChunkName: "ui-zh-TW" */ './locales/zh-TW').then((m) => m.zhTW),
    'ar-SA': () => import(/* webpackChunkName: "ui-ar-SA" */ './locales/ar-SA').then((m) => m.arSA),
  },
  withLanguage: true,
});
uiStrings.register();

/**
 * All complete locales at once, for tests and the completeness check. The
 * page never reads it, so bundles leave the static copies out (keep it free of
 * spreads and of calls not marked pure: that is what lets the bundler see it is unused).
 */
export const uiTranslations: LocaleResources<UiTranslations> = { en: /*#__PURE__*/ Object.assign({}, en, UI_NUMBER_PART, UI_FRAME_PART), 'zh-TW': zhTW, 'ar-SA': arSA };

/** The design system's `t`; `part`: English strings of the calling component beyond the core (UI_NUMBER_PART, UI_FRAME_PART), added once. */
export function useUiT(part?: Translations) {
  if (part) uiStrings.addEnglish(part);
  return useT<UiTranslations>(UI_NAMESPACE);
}
