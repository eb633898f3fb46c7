import type { ReactNode } from 'react';
import { BotPageState, Breadcrumb as SharedBreadcrumb, type BreadcrumbItem } from '@tb/feature-bot-pages';
import { useArea } from '@tb/router';
import { useDcaT } from '../i18n';

/**
 * The shared bot-page states (login prompt, skeleton, not found, retry) with
 * DCA's words: the page name and where "not found" leads.
 */
export function PageState(props: { isLoading: boolean; error: unknown; hasData: boolean; onRetry: () => void; children: () => ReactNode }) {
  const t = useDcaT();
  const area = useArea();
  return <BotPageState {...props} title={t('detail.title')} notFoundAction={{ to: area.path('create'), label: t('common.toCreate') }} />;
}

/** Breadcrumb: DCA › page. */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  const t = useDcaT();
  const area = useArea();
  return <SharedBreadcrumb home={{ label: t('area'), to: area.path('create') }} items={items} />;
}
