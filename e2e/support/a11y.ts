import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Every impact axe gives a violation, least to most severe. */
export const ALL_IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const;

/**
 * The axe violations of the page as it is now (axe's default rules: WCAG 2
 * A/AA and best practices) whose impact is one of `impacts`, one line per
 * rule: `rule (impact) — help — node, node…`. A node that axe relates to
 * others (the landmark another one shares its name with, the heading before a
 * skipped level) names them: `node (with other, other)`.
 */
export async function axeViolations(page: Page, impacts: readonly string[] = ALL_IMPACTS): Promise<string[]> {
  // Only the violations' details (not every passing node's): the same findings, several times faster on
  // long pages. A page whose frames all share its origin (every page of this product: it has no frame of
  // another origin) is checked with one axe.run in the page, which reaches same-origin frames itself;
  // AxeBuilder's default splits the run per frame and finishes it in a new blank page opened for every
  // check — the same rules and results, at the cost of a page per check. A frame of another origin
  // switches back to that default, which is the only way to reach into it.
  const origin = new URL(page.url()).origin;
  const sameOrigin = page.frames().every((frame) => frame.url() === 'about:blank' || frame.url() === '' || new URL(frame.url()).origin === origin);
  const result = await new AxeBuilder({ page }).setLegacyMode(sameOrigin).options({ resultTypes: ['violations'] }).analyze();
  return result.violations
    .filter((v) => impacts.includes(v.impact ?? ''))
    .map((v) => {
      const nodes = v.nodes.map((n) => {
        const related = [...n.any, ...n.all, ...n.none].flatMap((check) => check.relatedNodes ?? []).map((r) => r.target.join(' '));
        return `${n.target.join(' ')}${related.length > 0 ? ` (with ${[...new Set(related)].join(', ')})` : ''}`;
      });
      return `${v.id} (${v.impact}) — ${v.help} — ${nodes.join(', ')}`;
    });
}

/** The serious and critical axe violations of the page as it is now (see `axeViolations`). */
export function seriousViolations(page: Page): Promise<string[]> {
  return axeViolations(page, ['serious', 'critical']);
}

/** No serious or critical axe violation on the page as it is now. */
export async function axe(page: Page, name: string) {
  expect((await seriousViolations(page)).map((line) => `${name}: ${line}`)).toEqual([]);
}

/** Text without the invisible bidi isolates right-to-left pages put around figures. */
export const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '').trim();
