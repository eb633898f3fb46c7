import type { ClientType } from './client';
import { isPhoneClient } from './client';

/**
 * Viewport and breakpoints (spec §2, §9). On phones the viewport is fixed to
 * initial scale 0.85 with zoom disabled; elsewhere scale 1 and zoom allowed.
 * The mobile-width breakpoint is 767 px on the web and 768 px on phones:
 * both are inclusive maximum widths (`max-width: 767px` / `768px`), so a
 * 768 px-wide tablet browser gets the desktop layout on the web but the
 * mobile layout inside a phone client.
 */
export const PHONE_VIEWPORT_SCALE = 0.85;
export const DEFAULT_VIEWPORT_SCALE = 1;
export const MOBILE_BREAKPOINT_WEB = 767;
export const MOBILE_BREAKPOINT_PHONE = 768;

export function viewportScale(client: ClientType): number {
  return isPhoneClient(client) ? PHONE_VIEWPORT_SCALE : DEFAULT_VIEWPORT_SCALE;
}

/** The `<meta name="viewport">` content for a client. */
export function viewportContent(client: ClientType): string {
  if (isPhoneClient(client)) {
    return `width=device-width, initial-scale=${PHONE_VIEWPORT_SCALE}, minimum-scale=${PHONE_VIEWPORT_SCALE}, maximum-scale=${PHONE_VIEWPORT_SCALE}, user-scalable=no`;
  }
  return 'width=device-width, initial-scale=1';
}

export function mobileBreakpoint(client: ClientType): number {
  return isPhoneClient(client) ? MOBILE_BREAKPOINT_PHONE : MOBILE_BREAKPOINT_WEB;
}

/** Whether a viewport width gets the mobile layout. */
export function isMobileWidth(width: number, client: ClientType): boolean {
  return width <= mobileBreakpoint(client);
}

/** The media query of the mobile layout (`(max-width: 767px)`). */
export function mobileMediaQuery(client: ClientType): string {
  return `(max-width: ${mobileBreakpoint(client)}px)`;
}
