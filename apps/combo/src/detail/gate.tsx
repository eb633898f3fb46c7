import type { ComponentType } from 'react';
import { Spinner } from '@tb/ui';
import { useBotStringsReady } from './strings';

/**
 * A combo bot page that waits for its strings in the page's language (its
 * own, the shared bot pages' and the futures pieces'): zh-TW and ar-SA
 * arrive on demand, and the page shows a spinner rather than flash English.
 */
export function withBotStrings(Page: ComponentType): ComponentType {
  return function BotStringsGate() {
    return useBotStringsReady() ? <Page /> : <Spinner size="lg" />;
  };
}
