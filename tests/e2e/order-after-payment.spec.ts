import { mkdir } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { checkLook, freshEmail, ownerKey, PLATFORM, signUpOnStorefront } from './hosted-login-helpers';
import { overflow, seriousViolations, storefrontFailures } from './page-checks';
import { buy } from './store-order';

test.beforeAll(async () => {
  await mkdir('test-results/look', { recursive: true });
});

/** The member's access token, from the storefront's session cookie. */
async function accessToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'session');
  return JSON.parse(decodeURIComponent(cookie?.value ?? '{}')).accessToken?.value;
}

test('the buyer’s account shows an order shipped with its tracking, one partly refunded, one canceled', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const failures = storefrontFailures(page);
  await page.goto('/account');
  await signUpOnStorefront(page, request, 'Olu');
  const member = await accessToken(page);
  const email = freshEmail('olu');
  const shipped = await buy(request, member, 2, email);
  const refunded = await buy(request, member, 3, email);
  const canceled = await buy(request, member, 1, email);

  // The owner ships one, refunds one notebook of another, and cancels the third.
  const owner = { authorization: await ownerKey() };
  const ship = await request.post(
    `${PLATFORM}/ecom/v1/fulfillments/orders/${shipped.id}/create-fulfillment`,
    {
      headers: owner,
      data: {
        fulfillment: {
          lineItems: [{ id: shipped.lineItems[0]?.id }],
          trackingInfo: { trackingNumber: '1Z999AA10123456784', shippingProvider: 'ups' },
        },
      },
    },
  );
  expect(ship.status(), await ship.text()).toBe(200);
  const transactions = await request.get(`${PLATFORM}/ecom/v1/payments/orders/${refunded.id}`, {
    headers: owner,
  });
  const paymentId = (await transactions.json()).orderTransactions.payments[0].id;
  const refund = await request.post(
    `${PLATFORM}/ecom/v1/payments-collector/orders/${refunded.id}/trigger-refund`,
    {
      headers: owner,
      data: {
        payments: [{ paymentId }],
        details: { lineItems: [{ lineItemId: refunded.lineItems[0]?.id, quantity: 1 }] },
      },
    },
  );
  expect(refund.status(), await refund.text()).toBe(200);
  const cancel = await request.post(`${PLATFORM}/ecom/v1/orders/${canceled.id}/cancel`, {
    headers: owner,
    data: {},
  });
  expect(cancel.status(), await cancel.text()).toBe(200);

  await page.reload();
  const order = (number: string) => page.getByTestId('account.order').filter({ hasText: `Order #${number}` });
  await expect(order(shipped.number)).toContainText('Paid · Shipped');
  const track = order(shipped.number).getByRole('link', { name: 'Track UPS 1Z999AA10123456784' });
  await expect(track).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
  await expect(order(refunded.number)).toContainText('Partly refunded');
  await expect(order(canceled.number)).toContainText('Canceled · Refunded');
  await checkLook(page, 'account-orders');
  expect(failures).toEqual([]);

  // What the buyer was mailed: three confirmations, the parcel, the refund, the cancellation.
  const link = await request.post(`${PLATFORM}/mail/v1/mailbox-links`, { headers: owner, data: {} });
  await page.goto(((await link.json()) as { url: string }).url);
  await page.getByLabel('To').fill(email);
  await page.getByRole('button', { name: 'Show' }).click();
  const mails = page.getByRole('listitem');
  await expect(mails).toHaveCount(6);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    `Your Bazaar demo site order #${canceled.number} is canceled`,
    `Your Bazaar demo site refund for order #${refunded.number}`,
    `Your Bazaar demo site order #${shipped.number} has shipped`,
    `Your Bazaar demo site order #${canceled.number}`,
    `Your Bazaar demo site order #${refunded.number}`,
    `Your Bazaar demo site order #${shipped.number}`,
  ]);
  // The page's look first, its messages closed (axe cannot run in a sandbox without scripts);
  // each message's own look is checked below, as a page of its own.
  await checkLook(page, 'mailbox-order-mails');
  for (const index of [0, 1, 2, 5]) await mails.nth(index).getByText('As a mail client shows it').click();
  const parcel = page.frameLocator(
    `iframe[title="Your Bazaar demo site order #${shipped.number} has shipped, as a mail client shows it"]`,
  );
  await expect(parcel.getByRole('link', { name: 'track your parcel' })).toHaveAttribute(
    'href',
    'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  );
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    expect(await overflow(page), `mailbox at ${width}`).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: `test-results/look/mailbox-order-mails-open-${width}.png`,
      fullPage: true,
    });
  }

  // Each message as a page of its own: no serious accessibility finding, no sideways scroll on a phone.
  const messages = await request.get(`${PLATFORM}/mail/v1/messages?to=${encodeURIComponent(email)}`, {
    headers: owner,
  });
  for (const [index, message] of ((await messages.json()).messages as { html: string }[]).entries()) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.setContent(message.html);
    expect(await seriousViolations(page), `message ${index}`).toEqual([]);
    expect(await overflow(page), `message ${index}`).toBeLessThanOrEqual(0);
    if (index < 3)
      await page.screenshot({ path: `test-results/look/order-mail-${index}-390.png`, fullPage: true });
  }
});
