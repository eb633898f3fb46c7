import { useTranslation, type AreaStrings } from '@tb/i18n';
import { Link, Route, Routes, useArea, useParams } from '@tb/router';
import { Spinner } from './Spinner';
import { UI_FRAME_PART, useUiT, type UiTranslations } from './translations';

/**
 * The frame of an area whose screens have not shipped yet: every route the
 * spec lists for it exists (so links, deep links and the shell's navigation
 * work), and each page shows its title, the area's navigation and the bot id
 * it was opened for. A bot kind replaces its frame with real screens when it
 * ships; the routes stay the same.
 */
export type FramePage = {
  /** Stable key of the page (used for aria-current). */
  key: string;
  /** Route path inside the area: '' for the index, `detail/:botId`, … */
  path: string;
  /** Translated page title. */
  label: string;
};

/** The area's translated title and pages; the frame's own words (note, bot id, navigation name) come from the UI strings. */
export type AreaFrameRoutesProps = {
  title: string;
  pages: readonly FramePage[];
};

function FramePageView({ page, ...props }: AreaFrameRoutesProps & { page: FramePage }) {
  const { botId } = useParams();
  const area = useArea();
  const t = useUiT(UI_FRAME_PART);
  const nav = props.pages.filter((item) => !item.path.includes(':'));
  return (
    <section className="tb-frame" aria-labelledby="tb-frame-title">
      <nav aria-label={t('frame.sections')} className="tb-subnav">
        {nav.map((item) => (
          <Link key={item.key} to={item.path ? area.path(item.path) : area.basePath} aria-current={item.key === page.key ? 'page' : undefined}>
            {item.label}
          </Link>
        ))}
      </nav>
      <h1 id="tb-frame-title">
        {props.title} · {page.label}
      </h1>
      {botId ? (
        <p>
          {t('frame.botId')}: <code>{botId}</code>
        </p>
      ) : null}
      <p className="tb-muted">{t('frame.note', { area: props.title })}</p>
    </section>
  );
}

export function AreaFrameRoutes(props: AreaFrameRoutesProps) {
  const [first] = props.pages;
  const hasIndex = props.pages.some((page) => page.path === '');
  return (
    <Routes>
      {hasIndex ? null : <Route index element={<FramePageView {...props} page={first} />} />}
      {props.pages.map((page) =>
        page.path === '' ? (
          <Route key={page.key} index element={<FramePageView {...props} page={page} />} />
        ) : (
          <Route key={page.key} path={page.path} element={<FramePageView {...props} page={page} />} />
        ),
      )}
      <Route path="*" element={<FramePageView {...props} page={first} />} />
    </Routes>
  );
}

/** The strings an area frame reads: the area's title and the labels of its own pages (common ones come from the UI strings). */
export type FrameTranslations = { readonly title: string; readonly pages: { readonly [key: string]: string } };

/** Pages every bot kind has; their labels are the UI strings' `frame.pages`. */
export type CommonFramePage = keyof UiTranslations['frame']['pages'];

export interface AreaFrameProps<T extends FrameTranslations> {
  /** The area's strings (`defineAreaStrings` of `@tb/i18n`, registered by the remote). */
  strings: AreaStrings<T>;
  /** Every route of the area, `[page key, route path]`; the first is also the index. */
  pages: ReadonlyArray<readonly [CommonFramePage | (keyof T['pages'] & string), string]>;
}

/**
 * A frame remote's whole routes component: waits for the area's strings in
 * the page's language (fetched on demand, English if they fail), then renders
 * {@link AreaFrameRoutes} with the title and page labels from those strings.
 * The five unshipped remotes were five copies of this; each now states only
 * its pages and strings.
 */
export function AreaFrame<T extends FrameTranslations>({ strings, pages }: AreaFrameProps<T>) {
  const area = useArea();
  const ready = strings.useReady(area.locale);
  const { t, i18n } = useTranslation(strings.namespace);
  const ui = useUiT(UI_FRAME_PART);
  if (!ready) return <Spinner size="lg" />;
  const label = (key: string) => (i18n.exists(`pages.${key}`, { ns: strings.namespace }) ? t(`pages.${key}`) : ui(`frame.pages.${key as CommonFramePage}`));
  return <AreaFrameRoutes title={t('title')} pages={pages.map(([key, path]) => ({ key, path, label: label(key) }))} />;
}
