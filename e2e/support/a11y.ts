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
  // only the violations' details (not every passing node's): the same findings, several times faster on long pages
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
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
