import type { ComponentType } from 'react';
import { defineAreaStrings, useStringsReady, type AreaStringsOptions, type Translations } from '@tb/i18n';
import { botPageStrings } from '@tb/feature-bot-pages';
import { futuresStrings } from '@tb/futures-ui';
import { useArea } from '@tb/router';
import { Spinner } from '@tb/ui';

/**
 * A futures kind's bot-page strings (detail, history, orders, close detail,
 * follow: martingale's and combo's own namespace). English is registered when
 * those pages load; zh-TW and ar-SA are fetched when a page is in that
 * language. `withStrings` gates a page on them — its own, the shared bot
 * pages' and the futures pieces' strings — so it shows a spinner rather than
 * flash English while a translation arrives.
 */
export function futuresBotStrings<T extends Translations>(options: AreaStringsOptions<T>) {
  const strings = defineAreaStrings<T>(options);
  strings.register();
  /** Whether the bot pages' strings can render in the area's language. */
  const useReady = (): boolean => useStringsReady([strings, botPageStrings, futuresStrings], useArea().locale);
  const withStrings = (Page: ComponentType): ComponentType =>
    function BotStringsGate() {
      return useReady() ? <Page /> : <Spinner size="lg" />;
    };
  return { strings, useT: strings.useT, useReady, withStrings };
}
