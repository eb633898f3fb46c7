import { useT } from '@tb/i18n';
import type { ShellTranslations } from '../i18n/shell-translations';

/**
 * "Loading {area}…": an area's state until its remote's routes render. Also
 * what the shell shows while the area route's own code arrives (App.tsx), so
 * the one loading state stays in place (no layout shift) until the remote's page replaces it.
 */
export function AreaLoading({ title }: { title: string }) {
  const t = useT<ShellTranslations>('shell');
  return (
    <div className="tb-area-state" role="status" aria-live="polite">
      <span className="tb-spinner" aria-hidden="true" />
      {t('remote.loading', { area: title })}
    </div>
  );
}
