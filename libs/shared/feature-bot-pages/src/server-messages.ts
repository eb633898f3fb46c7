/**
 * `@tb/feature-bot-pages/server-messages`: the one server-message mapper
 * (refused call → words, field, bounds) for every kind. A separate entry
 * because it carries the check-code catalogue and its three languages: only
 * on-demand parts (dialogs, detail pages) import it, never a create page's
 * first download (which uses `useCheckMessage`, loading the catalogue lazily).
 */
export { describeServerError, useServerMessage, useServerMessageText, type ServerMessage, type DescribeServerErrorOptions } from './lib/server-message';
