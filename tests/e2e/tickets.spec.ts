import { mkdir } from 'node:fs/promises';
import { DEFAULT_CLIENT_ID } from '@bazaar/contracts/constants';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { overflow, STOREFRONT, seriousViolations, storefrontFailures } from './page-checks';
import { BOTH_WIDTHS } from './widths';

const PLATFORM = 'http://127.0.0.1:4000';
const FADO = 'fado-night-by-the-river';

/** An event page's ticket cards: each holds its Choose button, the ticket's test id. */
const ticketCards = (page: Page) => page.getByRole('list', { name: 'Tickets' }).getByRole('listitem');

test.beforeAll(async () => {
  await mkdir('test-results/look', { recursive: true });
});

for (const [label, viewport] of BOTH_WIDTHS) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('/tickets lists the events on their own clocks and at their places; the one over sells nothing', async ({
      page,
    }) => {
      const failures = storefrontFailures(page);
      await page.goto('/tickets');
      const list = page.getByTestId('events.container');
      await expect(list).toBeVisible();
      // Each event's card holds its link, the event's test id.
      const events = list.getByRole('listitem');
      await expect(events).toHaveCount(4);
      const event = (title: string) => events.filter({ hasText: title });
      const fado = event('Fado Night by the River');
      await expect(fado).toContainText('8:00 PM – 11:00 PM');
      await expect(fado).toContainText('Lisbon time');
      await expect(fado).toContainText('Clube de Fado, R. São João da Praça 86');
      await expect(fado).toContainText('From $25.00');
      await expect(event('Community Garden Open Day')).toContainText('10:00 AM – 3:00 PM · New York time');
      await expect(event('Community Garden Open Day')).toContainText('Free · RSVP');
      const ramen = event('Ramen from Scratch, Live from Tokyo');
      await expect(ramen).toContainText('7:00 PM – 8:30 PM · Tokyo time');
      await expect(ramen).toContainText('Online');
      await expect(ramen).toContainText('Free');
      const fair = page
        .getByRole('region', { name: 'Past and cancelled events' })
        .getByRole('listitem')
        .filter({ hasText: 'Riso Print Fair' });
      await expect(fair).toContainText('Ended');
      await expect(fair).toContainText('See details');

      await page.screenshot({ path: `test-results/look/tickets-${viewport.width}.png`, fullPage: true });
      expect(await overflow(page), 'sideways scroll').toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(failures).toEqual([]);
    });

    test('choosing the ticketed event shows General and VIP; choosing one opens the hosted event checkout', async ({
      page,
    }) => {
      const failures = storefrontFailures(page);
      await page.goto('/tickets');
      await page.getByRole('link', { name: 'Fado Night by the River' }).click();
      await expect(page).toHaveURL(`/tickets/${FADO}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fado Night by the River');
      await expect(page.getByTestId('events.when')).toHaveText(/8:00 PM – 11:00 PM · Lisbon time$/);
      const options = ticketCards(page);
      await expect(options).toHaveCount(2);
      const general = options.filter({ hasText: 'General' });
      await expect(general).toContainText('$25.00');
      await expect(general).toContainText('Service fee added at checkout');
      const vip = options.filter({ hasText: 'VIP' });
      await expect(vip).toContainText('$60.00');
      await expect(vip).not.toContainText('Service fee');

      await page.screenshot({
        path: `test-results/look/tickets-event-${viewport.width}.png`,
        fullPage: true,
      });
      expect(await overflow(page), 'sideways scroll').toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);

      await general.getByRole('button', { name: /^Choose\b.*General, \$25\.00$/ }).click();
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:4000\/hosted\/event-checkout\?session=bzs_/);
      expect(failures).toEqual([]);
    });
  });
}

test('an RSVP event says it is free and takes RSVPs; an event over and a wrong address offer nothing', async ({
  page,
}) => {
  await page.goto('/tickets/community-garden-open-day');
  const rsvp = page.getByTestId('events.rsvp');
  await expect(rsvp).toContainText('Free · RSVP');
  await expect(rsvp).toContainText('Guests register by RSVP, with no ticket to buy.');
  await expect(ticketCards(page)).toHaveCount(0);
  // The garden day takes YES only: no Yes-or-No question, and one button, to RSVP.
  await expect(rsvp.getByRole('radio')).toHaveCount(0);
  await expect(rsvp.getByRole('button')).toHaveText(['RSVP']);

  await page.goto('/tickets/riso-print-fair');
  await expect(page.getByTestId('events.closed')).toHaveText(
    'This event has ended. Tickets are no longer on sale.',
  );
  await expect(ticketCards(page)).toHaveCount(0);

  const missing = await page.goto('/tickets/no-such-event');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the online class sells its free pass through the same hosted checkout', async ({ page }) => {
  await page.goto('/tickets/ramen-from-scratch-live-from-tokyo');
  const pass = ticketCards(page);
  await expect(pass).toHaveCount(1);
  await expect(pass).toContainText('Live pass');
  await expect(pass).toContainText('Free');
  await expect(pass).not.toContainText('Service fee');
  await pass.getByRole('button', { name: /^Choose/ }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:4000\/hosted\/event-checkout\?session=bzs_/);
});

test('when the ticket cannot be held, the premium modal opens, as on the original page', async ({ page }) => {
  await page.goto(`/tickets/${FADO}`);
  await expect(ticketCards(page)).toHaveCount(2);
  // The server action's request fails on the way: the page cannot hold the ticket.
  await page.route(`**/tickets/${FADO}`, (route) =>
    route.request().method() === 'POST' ? route.abort('failed') : route.continue(),
  );
  await page.getByRole('button', { name: /^Choose\b.*VIP, \$60\.00$/ }).click();
  const modal = page.getByTestId('premium-modal');
  await expect(modal.getByRole('heading')).toHaveText('Upgrade this site to accept payments online');
  await expect(page).toHaveURL(`/tickets/${FADO}`);
  await page.screenshot({ path: 'test-results/look/tickets-premium-1280.png' });
});

/** Holds every VIP ticket left of the Fado night, as another buyer would, through the platform's API. */
async function holdEveryVip(request: APIRequestContext) {
  const token = await request.post(`${PLATFORM}/oauth2/token`, {
    data: { clientId: DEFAULT_CLIENT_ID, grantType: 'anonymous' },
  });
  const headers = { authorization: ((await token.json()) as { access_token: string }).access_token };
  const { event } = await (
    await request.get(`${PLATFORM}/events/v3/events/slug/${FADO}`, { headers })
  ).json();
  const { definitions } = await (
    await request.post(`${PLATFORM}/events/v1/checkout/available-tickets/query`, {
      headers,
      data: { filter: { eventId: event.id }, limit: 100 },
    })
  ).json();
  const vip = (definitions as { id: string; name: string; limitPerCheckout: number }[]).find(
    (definition) => definition.name === 'VIP',
  );
  for (let left = vip?.limitPerCheckout ?? 0; left > 0; ) {
    const held = await request.post(`${PLATFORM}/events/v1/checkout/reservations`, {
      headers,
      data: { eventId: event.id, ticketQuantities: [{ ticketDefinitionId: vip?.id, quantity: left }] },
    });
    if (held.ok()) continue;
    left = (await held.json()).details?.applicationError?.data?.available ?? 0;
  }
}

test('a ticket sold out meanwhile is said plainly, and the list then shows it sold out', async ({
  page,
  request,
}) => {
  await page.goto(`/tickets/${FADO}`);
  const vip = ticketCards(page).filter({ hasText: 'VIP' });
  await expect(vip.getByRole('button', { name: /^Choose/ })).toBeVisible();
  await holdEveryVip(request);
  await vip.getByRole('button', { name: /^Choose/ }).click();
  // Next.js keeps a route announcer of its own with the alert role: the page's alert is in the container.
  await expect(page.getByTestId('events.container').getByRole('alert')).toHaveText(
    'Those tickets have just sold out. The list shows what is left.',
  );
  await expect(vip).toContainText('Sold out');
  await expect(vip.getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('premium-modal')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/look/tickets-sold-out-1280.png', fullPage: true });
});

test('buy a ticket: /tickets → the event → General → Add your details → a declined card, then the test card → the tickets → back', async ({
  page,
}) => {
  await page.goto('/tickets');
  await page.getByRole('link', { name: 'Fado Night by the River' }).click();
  const general = ticketCards(page).filter({ hasText: 'General' });
  await general.getByRole('button', { name: /^Choose/ }).click();

  await expect(page).toHaveURL(/127\.0\.0\.1:4000\/hosted\/event-checkout\?session=bzs_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add your details');
  await expect(page.getByTestId('event-when')).toContainText('8:00 PM');
  await expect(page.getByTestId('event-where')).toContainText('Lisboa');
  // $25.00 and the 2.5% service fee ($0.625, rounded half up) the buyer pays on top.
  await expect(page.getByTestId('event-total')).toHaveText('$25.63');
  await expect(page.getByTestId('hold-countdown')).toContainText(/Tickets held for (19|20):\d\d/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/look/hosted-event-checkout-1280.png', fullPage: true });

  await page.getByLabel('First name').fill('Amália');
  await page.getByLabel('Last name').fill('Rodrigues');
  await page.getByLabel('Email').fill('amalia@example.com');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $25.63' }).click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined and nothing was charged');

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $25.63' }).click();
  const confirmation = page.getByTestId('event-confirmation');
  await expect(confirmation.getByRole('heading', { level: 1 })).toHaveText("You're going!");
  await expect(page.getByTestId('order-payment')).toHaveText('Paid by card');
  await expect(page.getByTestId('ticket')).toHaveCount(1);
  const ticketNumber = await page.getByTestId('ticket-number').textContent();
  expect(ticketNumber).toMatch(/^[2-9A-Z]{11}\d{2}$/);
  await expect(page.getByRole('img', { name: `QR code of ticket ${ticketNumber}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/look/hosted-event-confirmation-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflow(page), 'sideways scroll').toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/look/hosted-event-confirmation-390.png', fullPage: true });
  // Printed, the tickets show alone, at both widths: no buttons, no summary, no heading.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('ticket')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print tickets' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to the site' })).toBeHidden();
    await expect(page.getByRole('complementary')).toBeHidden();
    await expect(confirmation.getByRole('heading', { level: 1 })).toBeHidden();
    await page.screenshot({ path: `test-results/look/hosted-event-print-${width}.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  }

  // A reload shows the same order; then back to the storefront.
  const orderNumber = await page.getByTestId('order-number').textContent();
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber ?? '');
  await page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(page).toHaveURL(new RegExp(`^${STOREFRONT}/tickets.*orderNumber=${orderNumber}`));
  await expect(page.getByTestId('events.container')).toBeVisible();
  // Back on the storefront, what was bought, on the event's clock; a reload says it again.
  const thanks = page.getByTestId('events.thanks');
  await expect(thanks).toContainText(
    `You're going! Order ${orderNumber}: 1 ticket to Fado Night by the River,`,
  );
  await expect(thanks).toContainText('Lisbon time');
  await expect(thanks).toContainText('($25.63)');
  await page.reload();
  await expect(thanks).toContainText(`Order ${orderNumber}`);
  await page.screenshot({ path: 'test-results/look/tickets-returned-390.png' });
});

test('a free pass needs no card: the details, then the ticket', async ({ page }) => {
  await page.goto('/tickets/ramen-from-scratch-live-from-tokyo');
  await page.getByTestId('events.ticket-option').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add your details');
  await expect(page.getByTestId('event-total')).toHaveText('Free');
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflow(page), 'sideways scroll').toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/look/hosted-event-checkout-390.png', fullPage: true });
  await page.getByLabel('First name').fill('Kenji');
  await page.getByLabel('Last name').fill('Sato');
  await page.getByLabel('Email').fill('kenji@example.com');
  await page.getByRole('button', { name: 'Get tickets' }).click();
  await expect(page.getByTestId('order-payment')).toHaveText('Free');
  await expect(page.getByTestId('ticket')).toContainText('Kenji Sato');
});

for (const [label, viewport] of BOTH_WIDTHS) {
  test(`two tickets at once on a ${label}: the quantity on the event page, a guest's name on Add your details`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/tickets/${FADO}`);
    const general = ticketCards(page).filter({ hasText: 'General' });
    const quantity = general.getByRole('combobox', { name: /How many: General/ });
    // Up to the ticket's limit per checkout.
    await expect(quantity.locator('option')).not.toHaveCount(0);
    await quantity.selectOption('2');
    await page.screenshot({
      path: `test-results/look/tickets-quantity-${viewport.width}.png`,
      fullPage: true,
    });
    expect(await overflow(page), 'sideways scroll').toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await general.getByTestId('events.ticket-option').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add your details');
    const held = page.getByRole('combobox', { name: 'Number of General tickets' });
    await expect(held).toHaveValue('2');
    // $25.00 each and the 2.5 % fee on each: $51.25.
    await expect(page.getByTestId('event-total')).toHaveText('$51.25');
    await expect(page.getByRole('group', { name: 'Guest 2' })).toBeVisible();

    // The buyer changes their mind on the page: one more, then just their own.
    await held.selectOption('3');
    await expect(page.getByTestId('event-total')).toHaveText('$76.88');
    await expect(page.getByTestId('pay-button')).toHaveText('Pay $76.88');
    await expect(page.getByRole('group', { name: 'Guest 3' })).toBeVisible();
    await page.screenshot({
      path: `test-results/look/hosted-event-quantity-${viewport.width}.png`,
      fullPage: true,
    });
    expect(await overflow(page), 'sideways scroll on Add your details').toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await held.selectOption('1');
    await expect(page.getByTestId('pay-button')).toHaveText('Pay $25.63');
    await expect(page.getByRole('group', { name: 'Guest 2' })).toHaveCount(0);
  });
}
