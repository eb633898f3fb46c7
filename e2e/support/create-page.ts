import type { Page } from '@playwright/test';

/**
 * A trader who has never run a bot lands on a create page's AI parameters
 * with the guided start (issue 15 item 4): a test that fills the manual form
 * chooses its tab first, by name in the page's language.
 */
export async function openManualForm(page: Page, name = 'Manual'): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
}
