import { registerTranslations, useT, type LocaleResources } from '@tb/i18n';

/**
 * Words of the price offset buttons (`uiPriceOffset` namespace), kept out of
 * the design system's main strings (`translations.ts`, registered by every
 * app that uses any primitive): they are registered by the buttons on first
 * render, so an app without price inputs carries none of them.
 */
const en = {
  group: '{{field}}: move by ticks',
  button: '{{field}}: {{delta}} ticks',
} as const;

type PriceOffsetTranslations = typeof en;

const resources: LocaleResources<PriceOffsetTranslations> = {
  en,
  'zh-TW': { group: '{{field}}：按最小價格變動單位調整', button: '{{field}}：{{delta}} 個最小變動單位' },
  'ar-SA': { group: '{{field}}: التحريك بوحدات السعر', button: '{{field}}: {{delta}} وحدة سعر' },
};

export const PRICE_OFFSET_NAMESPACE = 'uiPriceOffset';
export { resources as priceOffsetTranslations };

let registered = false;

/** Adds the words to the page's i18n instance once (idempotent). */
function register(): void {
  if (registered) return;
  registered = true;
  registerTranslations(PRICE_OFFSET_NAMESPACE, resources);
}

export function usePriceOffsetT() {
  register();
  return useT<PriceOffsetTranslations>(PRICE_OFFSET_NAMESPACE);
}
