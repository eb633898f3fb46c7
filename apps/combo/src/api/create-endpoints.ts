/**
 * The combo create page's calls, injected into the page's one RTK Query api.
 * Every endpoint name starts with `comboCreate` (convention 3). All are
 * private POSTs of `/x-api/contract/v5/private/fcombobot/` (design decision
 * 1). The limit and create calls are `silent`: their refusals are explained
 * at the field they concern, not in a toast.
 */
import { api } from '@tb/data-access-api';
import type { ComboLimitInput } from '@tb/engine';
import type { ComboCreateRequest, ComboLimitAnswer, CopyParameters } from '../create/form';

const FCOMBO = '/x-api/contract/v5/private/fcombobot';
export const COMBO_CREATE_PATHS = {
  getLimit: `${FCOMBO}/get-limit`,
  createBot: `${FCOMBO}/create-bot`,
  getFollowDetail: `${FCOMBO}/get-follow-detail`,
  getDailyPick: `${FCOMBO}/get-daily-pick`,
} as const;

/** get-follow-detail: a followable combo and the leader's create parameters. */
export interface ComboFollowSource {
  detail: { bot_id: string; parameters: CopyParameters };
}

/** get-daily-pick (decision 7): today's pick, its parameters and its backtest. */
export interface ComboDailyPick extends CopyParameters {
  date: string;
  pick_id: string;
  bot_name: string;
  bot_mode: string;
  suggested_init_margin: string;
}

const post = <B>(url: string, body: B) => ({ url, method: 'POST' as const, body });

export const comboCreateApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** FC-1: every bound and the verdict for the form as typed. */
    comboCreateLimit: build.query<ComboLimitAnswer, ComboLimitInput>({
      query: (body) => post(COMBO_CREATE_PATHS.getLimit, body),
      extraOptions: { silent: true },
    }),
    /** FC-2: creates the bot; the answer is its id. */
    comboCreateBot: build.mutation<{ bot_id: string }, ComboCreateRequest>({
      query: (body) => post(COMBO_CREATE_PATHS.createBot, body),
      extraOptions: { silent: true },
      invalidatesTags: ['Balance', 'BotList'],
    }),
    /** `?copy=<bot_id>`: a followable combo's parameters. */
    comboCreateFollowSource: build.query<ComboFollowSource, string>({
      query: (botId) => post(COMBO_CREATE_PATHS.getFollowDetail, { bot_id: botId }),
      extraOptions: { silent: true },
    }),
    /** `?pick=daily`: today's AI pick. */
    comboCreateDailyPick: build.query<ComboDailyPick, void>({
      query: () => post(COMBO_CREATE_PATHS.getDailyPick, {}),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useComboCreateLimitQuery, useComboCreateBotMutation, useComboCreateFollowSourceQuery, useComboCreateDailyPickQuery } = comboCreateApi;
