import { useT } from '@tb/i18n';
import { AreaFrameRoutes } from '@tb/ui';
import { NAMESPACE, registerAreaTranslations, type Translations } from './i18n';

registerAreaTranslations();

/** Every route of the area (spec §2); the first one is also the area's index. */
const PAGES: ReadonlyArray<readonly [keyof Translations['pages'], string]> = [
  ['list', ''],
];

/**
 * Bot ranking: every screen of this area has its route and navigation; the
 * screens themselves arrive with this bot kind's own release.
 */
export default function RankingRoutes() {
  const t = useT<Translations>(NAMESPACE);
  return (
    <AreaFrameRoutes
      title={t('title')}
      pages={PAGES.map(([key, path]) => ({ key, path, label: t(`pages.${key}`) }))}
    />
  );
}
