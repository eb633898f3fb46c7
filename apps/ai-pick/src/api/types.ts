/**
 * The daily pick's wire shapes, from the combo contracts (decision 7):
 * decimals are strings, times Unix seconds (strings), percents fractions;
 * `bot_mode` a `BOT_MODE_*` identifier, `side` and `adjust_position_mode`
 * request codes (read with util-enums' `fromServer`, which takes both).
 * They and the two paths live with the calls in `@tb/feature-bot-pages/daily-pick`
 * (the shell's home asks get-daily-pick too).
 */
export { DAILY_PICK_PATHS, type DailyPick, type DailyPickDay, type DailyPickNoPopBody } from '@tb/feature-bot-pages/daily-pick';
