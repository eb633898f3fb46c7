/**
 * Test support of the martingale bot pages (not shipped): the shared bot-page
 * harness (`@tb/feature-bot-pages/testing`) with this area's name.
 */
import type { ReactElement } from 'react';
import { pathExchange, renderBotArea, type PathHandler } from '@tb/feature-bot-pages/testing';

export type Handler = PathHandler;

/** A scripted exchange routing by path; `callsTo(path)` lists the bodies sent to one path. */
export const martExchange = pathExchange;

/** Renders `routes` at `/tradingbot/{locale}/martingale/{path}` on a logged-in page. */
export function renderMartingale(routes: ReactElement, { path, locale = 'en' }: { path: string; locale?: string }) {
  return renderBotArea(routes, { area: 'martingale', path, locale });
}
