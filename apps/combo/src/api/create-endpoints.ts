/**
 * The combo create page's calls, injected into the page's one RTK Query api.
 * Every endpoint name starts with `comboCreate` (convention 3). All are
 * private POSTs of `/x-api/contract/v5/private/fcombobot/` (design decision
 * 1). The limit and create calls are `silent`: their refusals are explained
 * at the field they concern, not in a toast.
 */
import { api } from '@tb/data-access-api';
import { silentPost, silentPostBot, silentPostFixed } from '@tb/feature-bot-pages';
import type { FcomboCreateBody, FcomboDailyPickResult, FcomboFollowResult, FcomboLimitBody, FcomboLimitResult, FcomboSymbolListResult } from '@tb/contracts';

const FCOMBO = '/x-api/contract/v5/private/fcombobot';
/**
 * The create page's fcombobot paths. `@tb/contracts/paths` (the schema-free
 * entry browser code imports) does not export FCOMBO_PATHS yet and the full
 * `@tb/contracts` would carry TypeBox into the remote, so they are spelled
 * here; a test checks them against the contracts' COMBO_CREATE_PATHS.
 */
export const COMBO_CREATE_PATHS = {
  getLimit: `${FCOMBO}/get-limit`,
  createBot: `${FCOMBO}/create-bot`,
  getFollowDetail: `${FCOMBO}/get-follow-detail`,
  getDailyPick: `${FCOMBO}/get-daily-pick`,
  getSymbolList: `${FCOMBO}/get-symbol-list`,
} as const;

export const comboCreateApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** FC-1: every bound and the verdict for the form as typed. */
    comboCreateLimit: build.query<FcomboLimitResult, FcomboLimitBody>(silentPost(COMBO_CREATE_PATHS.getLimit)),
    /** FC-2: creates the bot; the answer is its id. */
    comboCreateBot: build.mutation<{ bot_id: string }, FcomboCreateBody>({ ...silentPost(COMBO_CREATE_PATHS.createBot), invalidatesTags: ['Balance', 'BotList'] }),
    /** `?copy=<bot_id>`: a followable combo's parameters. */
    comboCreateFollowSource: build.query<FcomboFollowResult, string>(silentPostBot(COMBO_CREATE_PATHS.getFollowDetail)),
    /** `?pick=daily`: today's AI pick (decision 7). */
    comboCreateDailyPick: build.query<FcomboDailyPickResult, void>(silentPostFixed(COMBO_CREATE_PATHS.getDailyPick)),
    /** The contracts a combo may use, by 24 h turnover: the legs' picker offers these (a visitor, or a failed call: every listed contract; the limit call still judges). */
    comboCreateSymbolList: build.query<FcomboSymbolListResult, void>(silentPostFixed(COMBO_CREATE_PATHS.getSymbolList, {}, { loginRedirect: false })),
  }),
});

export const { useComboCreateLimitQuery, useComboCreateBotMutation, useComboCreateFollowSourceQuery, useComboCreateDailyPickQuery, useComboCreateSymbolListQuery } = comboCreateApi;
