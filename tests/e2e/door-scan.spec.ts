import { chromium, expect, test } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from '../../scripts/chromium.mjs';
import { doorOfTonight } from './door';
import { qrCameraFile } from './fake-camera';
import { PLATFORM } from './hosted-login-helpers';
import { demoOwner, signIn } from './own-site';

/*
 * Scanning at the door in a browser without the Barcode Detection API (Chromium on Linux has
 * none): the dashboard reads the camera with ZXing (WebAssembly) instead. The camera is a video of
 * a ticket's QR code, as the ticket's page shows it: a link ending in the ticket's number.
 */
test('a ticket’s QR code held to the camera checks its guest in, read by the library where the browser has no reader', async ({
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const venue = `Scan ${Date.now().toString(36)}`;
  const { ticketNumbers } = await doorOfTonight(request, venue);
  const camera = testInfo.outputPath('ticket-camera.y4m');
  await qrCameraFile(camera, `${PLATFORM}/hosted/tickets/${ticketNumbers[0]}`);
  const browser = await chromium.launch({
    executablePath: headlessShellPath,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${camera}`,
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
    const owner = await demoOwner();
    await signIn(page, owner.email, owner.password);
    await page.getByRole('link', { name: new RegExp(venue) }).click();
    await page
      .getByRole('navigation', { name: 'Site areas' })
      .getByRole('link', { name: 'Check-in' })
      .click();
    await page.getByRole('button', { name: 'Scan a QR code' }).click();
    await expect(page.locator('.door-answer')).toContainText('Checked in', { timeout: 20_000 });
    await page.screenshot({ path: 'test-results/look/dashboard-check-in-scanned-390.png' });
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
