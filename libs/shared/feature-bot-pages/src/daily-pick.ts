/**
 * `@tb/feature-bot-pages/daily-pick`: the AI daily pick's calls and the home
 * pop-up's "opens today" rule, shared by the AI pick remote (its page and
 * pop-up) and the shell's home (which loads the pop-up only when it opens).
 * A separate entry: only those two import it.
 */
export { DAILY_PICK_PATHS, dailyPickApi, useAiPickDailyPickQuery, useAiPickSetNoPopMutation, type DailyPick, type DailyPickDay, type DailyPickNoPopBody } from './lib/daily-pick/api';
export { markSeen, popupDateOf, seenKey, seenOn } from './lib/daily-pick/seen';
