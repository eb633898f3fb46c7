/**
 * The daily pick's two calls (get-daily-pick, set-daily-pick-no-pop): defined
 * once in `@tb/feature-bot-pages/daily-pick`, which the shell's home uses too
 * (it asks for the pick before loading this remote's pop-up, issue 30), so
 * the pop-up and the page read the same cache entry.
 */
export { useAiPickDailyPickQuery, useAiPickSetNoPopMutation } from '@tb/feature-bot-pages/daily-pick';
