import type { ReactNode } from 'react';
import { useArea } from '@tb/router';
import { BotPageState } from '@tb/feature-bot-pages';
import { useBotT } from './strings';

/** The shared page states (loading, failed with Retry, not found with a way to create one, login) around one bot's page of this area. */
export function FgridPageState({ query, hasData, children }: { query: { isLoading: boolean; error?: unknown; refetch: () => unknown }; hasData: boolean; children: () => ReactNode }) {
  const t = useBotT();
  const area = useArea();
  return (
    <BotPageState
      isLoading={query.isLoading}
      error={query.error}
      hasData={hasData}
      onRetry={() => void query.refetch()}
      title={t('bot.detail.pageTitle')}
      notFoundAction={{ to: area.path('create'), label: t('bot.closeDetail.createAnother') }}
    >
      {children}
    </BotPageState>
  );
}
