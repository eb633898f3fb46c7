import type { ReactNode } from 'react';
import { BotSubPage } from '@tb/feature-bot-pages';
import { useComboDetailQuery, type ComboDetail } from '../api/bot-endpoints';
import { useComboT } from '../detail/strings';

/** The route's combo: its detail query and the bot in it. */
const useComboBot = (botId: string) => {
  const query = useComboDetailQuery(botId);
  return { query, bot: query.data?.detail };
};

/**
 * The frame of a combo bot's list pages (rebalances, orders, positions) on
 * the shared sub-page frame: the bot's detail decides the page state
 * (loading, not found, retry), a breadcrumb back to the detail, and the h1
 * "title · bot name".
 */
export function ComboSubPage({ title, children }: { title: string; children: (detail: ComboDetail, botId: string) => ReactNode }) {
  const t = useComboT();
  return <BotSubPage useBot={useComboBot} title={title} titleId="combo-sub-title" detailLabel={t('detail.pageTitle')} nameOf={(d) => d.bot_name} children={children} />;
}
