import type { ReactNode } from 'react';
import { useArea, useParams } from '@tb/router';
import { BotPageState, Breadcrumb } from './PageState';
import { pageStateOf, type QueryStateSource } from './query-state';

export interface BotSubPageProps<B> {
  /** The kind's hook of the route's bot (module level): its detail query, whose states the page shows, and the bot in it. */
  readonly useBot: (botId: string) => { readonly query: QueryStateSource; readonly bot: B | undefined };
  /** The page's title (its h1 adds the bot's name: "title · name"). */
  readonly title: string;
  /** The h1's id (the section is labelled by it). */
  readonly titleId: string;
  /** The breadcrumb's way back: the detail page's name. */
  readonly detailLabel: string;
  readonly nameOf: (bot: B) => string;
  readonly children: (bot: B, botId: string) => ReactNode;
}

/**
 * The frame of a bot's list pages (orders, rebalances, positions): the bot's
 * detail decides the page state (loading, not found, retry), a breadcrumb
 * leads back to the detail, and the h1 says "title · bot name".
 */
export function BotSubPage<B>({ useBot, title, titleId, detailLabel, nameOf, children }: BotSubPageProps<B>) {
  const area = useArea();
  const { botId = '' } = useParams();
  const { query, bot } = useBot(botId);
  return (
    <BotPageState {...pageStateOf(query, !!bot)} title={title}>
      {() =>
        bot ? (
          <section className="tb-bp-page" aria-labelledby={titleId}>
            <Breadcrumb home={{ label: detailLabel, to: area.path('detail', botId) }} items={[{ label: title }]} />
            <h1 id={titleId}>{`${title} · ${nameOf(bot)}`}</h1>
            {children(bot, botId)}
          </section>
        ) : null
      }
    </BotPageState>
  );
}
