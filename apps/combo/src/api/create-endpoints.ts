/**
 * The combo create page's calls, injected into the page's one RTK Query api.
 * Every endpoint name starts with `comboCreate` (convention 3). All are
 * private POSTs of `/x-api/contract/v5/private/fcombobot/` (design decision
 * 1). The limit and create calls are `silent`: their refusals are explained
 * at the field they concern, not in a toast.
 */
import { api } from '@tb/data-access-api';
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

const post = <B>(url: string, body: B) => ({ url, method: 'POST' as const, body });

export const comboCreateApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** FC-1: every bound and the verdict for the form as typed. */
    comboCreateLimit: build.query<FcomboLimitResult, FcomboLimitBody>({
      query: (body) => post(COMBO_CREATE_PATHS.getLimit, body),
      extraOptions: { silent: true },
    }),
    /** FC-2: creates the bot; the answer is its id. */
    comboCreateBot: build.mutation<{ bot_id: string }, FcomboCreateBody>({
      query: (body) => post(COMBO_CREATE_PATHS.createBot, body),
      extraOptions: { silent: true },
      invalidatesTags: ['Balance', 'BotList'],
    }),
    /** `?copy=<bot_id>`: a followable combo's parameters. */
    comboCreateFollowSource: build.query<FcomboFollowResult, string>({
      query: (botId) => post(COMBO_CREATE_PATHS.getFollowDetail, { bot_id: botId }),
      extraOptions: { silent: true },
    }),
    /** `?pick=daily`: today's AI pick (decision 7). */
    comboCreateDailyPick: build.query<FcomboDailyPickResult, void>({
      query: () => post(COMBO_CREATE_PATHS.getDailyPick, {}),
      extraOptions: { silent: true },
    }),
    /** The contracts a combo may use, by 24 h turnover: the legs' picker offers these (a visitor, or a failed call: every listed contract; the limit call still judges). */
    comboCreateSymbolList: build.query<FcomboSymbolListResult, void>({
      query: () => post(COMBO_CREATE_PATHS.getSymbolList, {}),
      extraOptions: { silent: true, loginRedirect: false },
    }),
  }),
});

export const { useComboCreateLimitQuery, useComboCreateBotMutation, useComboCreateFollowSourceQuery, useComboCreateDailyPickQuery, useComboCreateSymbolListQuery } = comboCreateApi;
