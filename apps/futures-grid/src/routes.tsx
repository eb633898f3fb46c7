import { Link, Route, Routes, useArea, useParams } from '@tb/router';
import { useT } from '@tb/i18n';
import { NAMESPACE, registerAreaTranslations, type Translations } from './i18n';

registerAreaTranslations();

type Page = keyof Translations['pages'];
const NAV: ReadonlyArray<{ page: Page; to: string }> = [{ page: 'create', to: 'create' }, { page: 'symbols', to: 'symbols' }];

/**
 * Futures grid: every screen of this area has its route; the screens themselves
 * arrive with this bot kind's own release (see the issue tracker).
 */
function AreaFrame({ page }: { page: Page }) {
  const t = useT<Translations>(NAMESPACE);
  const { botId } = useParams();
  const area = useArea();
  return (
    <section className="tb-frame" aria-labelledby="tb-frame-title">
      <nav aria-label={t('sections')} className="tb-subnav">
        {NAV.map(({ page: item, to }) => (
          <Link key={item} to={to ? area.path(to) : area.basePath} aria-current={item === page ? 'page' : undefined}>
            {t(`pages.${item}`)}
          </Link>
        ))}
      </nav>
      <h1 id="tb-frame-title">
        {t('title')} · {t(`pages.${page}`)}
      </h1>
      {botId ? (
        <p>
          {t('botId')}: <code>{botId}</code>
        </p>
      ) : null}
      <p className="tb-muted">{t('frame', { area: t('title') })}</p>
    </section>
  );
}

export default function FuturesGridRoutes() {
  return (
    <Routes>
      <Route index element={<AreaFrame page="create" />} />
      <Route path="create" element={<AreaFrame page="create" />} />
      <Route path="symbols" element={<AreaFrame page="symbols" />} />
      <Route path="detail/:botId" element={<AreaFrame page="detail" />} />
      <Route path="close-detail/:botId" element={<AreaFrame page="closeDetail" />} />
      <Route path="orders/:botId/open" element={<AreaFrame page="openOrders" />} />
      <Route path="orders/:botId/history" element={<AreaFrame page="historyOrders" />} />
      <Route path="positions/:botId" element={<AreaFrame page="positions" />} />
      <Route path="follow/:botId" element={<AreaFrame page="follow" />} />
      <Route path="*" element={<AreaFrame page="create" />} />
    </Routes>
  );
}
