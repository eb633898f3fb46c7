import { comboBot } from './strings';

/**
 * A combo bot page that waits for its strings in the page's language (its
 * own, the shared bot pages' and the futures pieces'): zh-TW and ar-SA
 * arrive on demand, and the page shows a spinner rather than flash English.
 */
export const withBotStrings = comboBot.withStrings;
