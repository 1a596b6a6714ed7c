import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The storefront's origin in the browser tests (playwright.config.ts). */
export const STOREFRONT = 'http://127.0.0.1:3000';

/** axe-core's serious and critical findings on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** How far a page reaches past the window's right edge (0: no sideways scroll). */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Console errors and failed requests while the page is on the storefront (not the hosted page it leads to). */
export function storefrontFailures(page: Page): string[] {
  const failures: string[] = [];
  const onStorefront = () => page.url().startsWith(STOREFRONT);
  page.on('console', (message) => {
    if (message.type() === 'error' && onStorefront()) failures.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url().startsWith(STOREFRONT))
      failures.push(`${response.status()} ${response.url()}`);
  });
  return failures;
}
