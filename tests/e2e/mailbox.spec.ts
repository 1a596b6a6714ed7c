import { mkdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { checkLook, freshEmail, loginLink, ownerKey, PASSWORD, PLATFORM } from './hosted-login-helpers';
import { overflow, seriousViolations } from './page-checks';

test.beforeAll(async () => {
  await mkdir('test-results/look', { recursive: true });
});

test('the development mailbox page shows what was sent, by address, from a link the owner made', async ({
  page,
  request,
}) => {
  const email = freshEmail('mae');
  const { session } = await loginLink(request);
  await request.post(`${PLATFORM}/hosted/v1/login-session/register`, {
    data: { session, loginId: { email }, password: PASSWORD },
  });
  const made = await request.post(`${PLATFORM}/mail/v1/mailbox-links`, {
    headers: { authorization: await ownerKey() },
    data: {},
  });
  const { url } = (await made.json()) as { url: string };

  await page.goto(url);
  await expect(page).toHaveTitle('Development mailbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Development mailbox');
  await page.getByLabel('To').fill(email);
  await page.getByRole('button', { name: 'Show' }).click();
  const messages = page.getByRole('listitem');
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toContainText(`To ${email}`);
  await expect(messages.first().getByRole('heading', { level: 2 })).toHaveText(/^\d{6} is your .+ code$/);
  await checkLook(page, 'hosted-mailbox');

  // A key of no link: a fresh page load says so.
  await page.goto('about:blank');
  await page.goto(`${PLATFORM}/hosted/mailbox#key=not-a-key-of-any-link`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mailbox unavailable');
  await expect(page.getByRole('alert')).toContainText('This mailbox link has expired or is not valid.');
});

test('the mailbox shows a sample of every message customers get, each readable at both widths', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const made = await request.post(`${PLATFORM}/mail/v1/mailbox-links`, {
    headers: { authorization: await ownerKey() },
    data: {},
  });
  await page.goto(((await made.json()) as { url: string }).url);
  await page.getByRole('button', { name: 'Every kind of message' }).click();
  await expect(page.getByRole('status')).toContainText('None of them was sent.');
  const messages = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(messages).toHaveCount(17);
  await expect(messages.getByRole('heading', { level: 2 })).toContainText([
    'Your Bazaar demo site order #10042',
    'Reminder: Haircut tomorrow',
    'Your tickets for Fado Night',
    'Payment failed: Monthly membership',
  ]);
  // The files sent with a message are there to download.
  await expect(page.getByRole('link', { name: 'booking.ics' }).first()).toHaveAttribute(
    'download',
    'booking.ics',
  );
  await expect(page.getByRole('link', { name: 'tickets-PREVIEW1.pdf' })).toBeVisible();
  await checkLook(page, 'mailbox-every-message');

  // Each message as a mail client shows it: no serious accessibility finding, no sideways scroll,
  // at both widths. The messages are checked together, one under the other on one page (a message
  // is all inline styles, its body's own on the block holding it): one axe run and one picture per
  // width instead of one per message, a minute less of the suite.
  const samples = await request.post(`${PLATFORM}/hosted/v1/mailbox/previews`, {
    data: { key: new URLSearchParams(new URL(page.url()).hash.slice(1)).get('key') },
  });
  const all = (await samples.json()).messages as { id: string; html: string }[];
  expect(all).toHaveLength(17);
  await page.setContent(everyMessageOnOnePage(all));
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    expect(await overflow(page), `at ${width}`).toBeLessThanOrEqual(0);
    const wider = await page
      .locator('article')
      .evaluateAll((messages) =>
        messages.filter((message) => message.scrollWidth > message.clientWidth).map((message) => message.id),
      );
    expect(wider, `messages wider than the window at ${width}`).toEqual([]);
    await page.screenshot({ path: `test-results/look/mail-every-message-${width}.png`, fullPage: true });
  }
});

/** The messages' bodies one under the other, each in an article named after it. */
function everyMessageOnOnePage(messages: { id: string; html: string }[]): string {
  const articles = messages.map(({ id, html }) => {
    const body = /<body([^>]*)>([\s\S]*)<\/body>/.exec(html);
    const style = /style="([^"]*)"/.exec(body?.[1] ?? '')?.[1] ?? '';
    return `<article id="${id.replace(/\W+/g, '-')}" aria-label="${id}" style="${style}">${body?.[2] ?? html}</article>`;
  });
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Every message</title></head><body style="margin:0">${articles.join('')}</body></html>`;
}
