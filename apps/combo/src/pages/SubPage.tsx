import type { ReactNode } from 'react';
import { BotPageState, Breadcrumb, pageStateOf } from '@tb/feature-bot-pages';
import { useArea, useParams } from '@tb/router';
import { useComboDetailQuery, type ComboDetail } from '../api/bot-endpoints';
import { useComboT } from '../detail/strings';

/**
 * The frame of a combo bot's list pages (rebalances, orders, positions): the
 * bot's detail decides the page state (loading, not found, retry), a
 * breadcrumb back to the detail, and the h1 "title · bot name".
 */
export function ComboSubPage({ title, children }: { title: string; children: (detail: ComboDetail, botId: string) => ReactNode }) {
  const t = useComboT();
  const area = useArea();
  const { botId = '' } = useParams();
  const query = useComboDetailQuery(botId);
  const detail = query.data?.detail;
  return (
    <BotPageState {...pageStateOf(query, !!detail)} title={title}>
      {() =>
        detail ? (
          <section className="tb-bp-page" aria-labelledby="combo-sub-title">
            <Breadcrumb home={{ label: t('detail.pageTitle'), to: area.path('detail', botId) }} items={[{ label: title }]} />
            <h1 id="combo-sub-title">{`${title} · ${detail.bot_name}`}</h1>
            {children(detail, botId)}
          </section>
        ) : null
      }
    </BotPageState>
  );
}
