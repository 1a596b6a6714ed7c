import { expect, test } from '@playwright/test';

/**
 * Cumulative layout shift of every storefront page as it loads, measured in the browser (the
 * layout-shift entries the page records, none after input), under 0.1 ("good") at a phone's and a
 * desktop's width. The client-id notice once arrived after load and pushed each page 0.175.
 */
const PAGES = [
  '/',
  '/store',
  '/store/dot-grid-notebook',
  '/booking',
  '/tickets',
  '/tickets/fado-night-by-the-river',
  '/subscriptions',
  '/account',
];

for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`layout shift on a ${label}`, () => {
    test.use({ viewport });

    test('every storefront page loads with a cumulative layout shift under 0.1', async ({ page }) => {
      test.setTimeout(60_000);
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      for (const path of PAGES) {
        await page.goto(path, { waitUntil: 'load' });
        // What arrives after load (the member bar, the cart, the notice) comes from calls the page
        // makes once hydrated: when the network has been quiet for 500 ms and the fonts are in,
        // two frames later every shift they caused has been drawn and reported.
        await page.waitForLoadState('networkidle');
        const cls = await page.evaluate(async () => {
          await document.fonts.ready;
          for (let frame = 0; frame < 2; frame++) await new Promise((drawn) => requestAnimationFrame(drawn));
          return (window as unknown as { __shifts: number[] }).__shifts.reduce(
            (sum, value) => sum + value,
            0,
          );
        });
        expect(cls, `CLS of ${path}`).toBeLessThan(0.1);
      }
    });
  });
}
