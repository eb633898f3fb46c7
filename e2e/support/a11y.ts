import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The serious and critical axe violations of the page as it is now (axe's
 * default rules: WCAG 2 A/AA and best practices), one line per rule:
 * `rule (impact) — help — node, node…`.
 */
export async function seriousViolations(page: Page, impacts: readonly string[] = ['serious', 'critical']): Promise<string[]> {
  // only the violations' details (not every passing node's): the same findings, several times faster on long pages
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return result.violations
    .filter((v) => impacts.includes(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}) — ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No serious or critical axe violation on the page as it is now. */
export async function axe(page: Page, name: string) {
  expect((await seriousViolations(page)).map((line) => `${name}: ${line}`)).toEqual([]);
}

/** Text without the invisible bidi isolates right-to-left pages put around figures. */
export const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '').trim();
