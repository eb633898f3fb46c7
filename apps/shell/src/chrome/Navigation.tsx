import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '@tb/i18n';
import { NavLink, useLocation } from '@tb/router';
import { AREAS, useAreaName } from '../app/areas';
import { siteOffersArea, useSite } from './site';
import type { ShellTranslations } from '../i18n/shell-translations';

/**
 * The area navigation. On wide screens every link is in the header; at phone
 * width (≤ 767 px, ≤ 768 px in phone clients, spec §2) the links collapse
 * behind a Menu button, a disclosure: `aria-expanded` on the button, which
 * controls the list; Escape closes it and gives focus back to the button;
 * following a link closes it. Before, a phone showed 4 of 8 links in a strip
 * with nothing saying the rest were there.
 * Areas the site does not offer (the futures kinds on the Hong Kong site,
 * `siteOffersArea`) are not listed.
 */
export function Navigation({ base }: { base: string }) {
  const t = useT<ShellTranslations>('shell');
  const areaName = useAreaName();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const site = useSite();

  // a link followed (or any route change) closes the menu (state adjusted while rendering)
  const [shownAt, setShownAt] = useState(pathname);
  if (shownAt !== pathname) {
    setShownAt(pathname);
    setOpen(false);
  }

  // Escape closes an open menu from wherever the focus is, and gives it back to the button
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <nav aria-label={t('nav.label')} className={`tb-nav${open ? ' tb-nav--open' : ''}`}>
      <button
        ref={button}
        type="button"
        className="tb-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" className="tb-nav__icon">
          {open ? '×' : '☰'}
        </span>
        {t('nav.menu')}
      </button>
      <ul id={listId} className="tb-nav__list">
        <li>
          <NavLink to={base} end>
            {t('nav.home')}
          </NavLink>
        </li>
        {AREAS.filter(({ area }) => siteOffersArea(site, area)).map(({ area, navKey }) => (
          <li key={area}>
            <NavLink to={`${base}${area}/`}>{areaName(navKey)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
