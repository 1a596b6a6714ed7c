import { mkdir, readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { overflow, seriousViolations, storefrontFailures } from './page-checks';
import { BOTH_WIDTHS } from './widths';

/** RSVPs to the free events of /tickets, answered on the storefront's event page. */
const PLATFORM = 'http://127.0.0.1:4000';

test.beforeAll(async () => {
  await mkdir('test-results/look', { recursive: true });
});

/** An address no earlier run has answered with, should the platform's data outlive a run. */
const guestEmail = (who: string) => `${who}.${Date.now().toString(36)}@example.com`;

for (const [label, viewport] of BOTH_WIDTHS) {
  test(`RSVP at ${label} width: /tickets → the garden day → the form → you're going with a guest; the same email again is told it has answered`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const failures = storefrontFailures(page);
    await page.goto('/tickets');
    await page.getByRole('link', { name: 'Community Garden Open Day' }).click();
    await expect(page).toHaveURL('/tickets/community-garden-open-day');
    await expect(page.getByRole('heading', { level: 2, name: 'RSVP' })).toBeVisible();
    const form = page.getByTestId('events.rsvp-form');
    await expect(form).toBeVisible();
    await page.screenshot({
      path: `test-results/look/tickets-rsvp-form-${viewport.width}.png`,
      fullPage: true,
    });
    expect(await overflow(page), 'sideways scroll').toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    const email = guestEmail(`rosa-${viewport.width}`);
    await form.getByLabel('First name').fill('Rosa');
    await form.getByLabel('Last name').fill('Parks');
    await form.getByLabel('Email').fill(email);
    await expect(form.getByLabel('First name')).toHaveAttribute('autocomplete', 'given-name');
    await expect(form.getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
    await form.getByLabel('Guests coming with you').selectOption('1');
    await page.getByTestId('events.rsvp-submit').click();

    const confirmation = page.getByTestId('events.rsvp-confirmation');
    await expect(confirmation.getByRole('heading', { level: 3 })).toHaveText("You're going — 2 guests");
    await expect(confirmation).toContainText('Your place is saved for you and 1 guest.');
    await expect(confirmation).toContainText(`Answered as ${email}`);
    await expect(confirmation).toBeFocused();
    await expect(page.getByTestId('events.rsvp-form')).toHaveCount(0);
    await page.screenshot({
      path: `test-results/look/tickets-rsvp-going-${viewport.width}.png`,
      fullPage: true,
    });
    expect(await overflow(page), 'sideways scroll').toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Another visit, the same email (in capitals): the platform keeps one answer per address.
    await page.reload();
    const again = page.getByTestId('events.rsvp-form');
    await again.getByLabel('First name').fill('Rosa');
    await again.getByLabel('Last name').fill('Parks');
    await again.getByLabel('Email').fill(email.toUpperCase());
    await page.getByTestId('events.rsvp-submit').click();
    await expect(again.getByRole('alert')).toHaveText(
      'This email address has already RSVP’d to this event. Each guest answers once.',
    );
    // What was typed stays, to fix and send again.
    await expect(again.getByLabel('Email')).toHaveValue(email.toUpperCase());
    await expect(again.getByLabel('First name')).toHaveValue('Rosa');
    await expect(page.getByTestId('events.rsvp-submit')).toBeEnabled();
    await expect(page.getByTestId('events.rsvp-confirmation')).toHaveCount(0);
    await page.screenshot({
      path: `test-results/look/tickets-rsvp-answered-${viewport.width}.png`,
      fullPage: true,
    });
    expect(await overflow(page), 'sideways scroll').toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(failures).toEqual([]);
  });
}

test('an RSVP with an email the platform refuses says so at the email field, and keeps the form', async ({
  page,
}) => {
  await page.goto('/tickets/community-garden-open-day');
  const form = page.getByTestId('events.rsvp-form');
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  // The browser takes an address without a dot in its domain; the platform does not.
  await form.getByLabel('Email').fill('ada@localhost');
  await page.getByTestId('events.rsvp-submit').click();
  await expect(form.getByRole('alert')).toHaveText(
    'That email address does not look complete. Please check it and try again.',
  );
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Email')).toBeFocused();

  const email = guestEmail('ada');
  await form.getByLabel('Email').fill(email);
  await page.getByTestId('events.rsvp-submit').click();
  const confirmation = page.getByTestId('events.rsvp-confirmation');
  await expect(confirmation.getByRole('heading', { level: 3 })).toHaveText("You're going");
  await expect(confirmation).toContainText(`Answered as ${email}`);
});

const ownerKey = async () => (await readFile('test-results/e2e-data/owner-api-key', 'utf8')).trim();
/** Events this file made, deleted when it ends: the /tickets lists of other files see only the demo's. */
const made: string[] = [];
test.afterAll(async ({ request }) => {
  const authorization = await ownerKey();
  for (const id of made) {
    const response = await request.delete(`${PLATFORM}/events/v3/events/${id}`, {
      headers: { authorization },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
});

/**
 * A supper club of two that takes Yes or No and keeps a waitlist, made by the owner through the
 * platform's API (the demo's RSVP event takes Yes only, with room for 80).
 */
async function createSupperClub(request: APIRequestContext): Promise<string> {
  const owner = await ownerKey();
  const start = new Date(Date.now() + 30 * 24 * 3600_000);
  const response = await request.post(`${PLATFORM}/events/v3/events`, {
    headers: { authorization: owner },
    data: {
      event: {
        title: `Supper Club ${Date.now().toString(36)}`,
        location: { name: 'The Long Table', type: 'VENUE' },
        dateAndTimeSettings: {
          startDate: start.toISOString(),
          endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(),
          timeZoneId: 'Europe/London',
        },
        registration: {
          initialType: 'RSVP',
          rsvp: { responseType: 'YES_AND_NO', limit: 2, waitlistEnabled: true },
        },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { event } = (await response.json()) as { event: { id: string; slug: string } };
  made.push(event.id);
  return event.slug;
}

test('a Yes-or-No RSVP event: No is noted, Yes with a guest fills it, then the next guest joins the waitlist', async ({
  page,
  request,
}) => {
  const slug = await createSupperClub(request);
  await page.goto(`/tickets/${slug}`);
  const form = page.getByTestId('events.rsvp-form');
  const answer = async (name: string, email: string) => {
    await form.getByLabel('First name').fill(name);
    await form.getByLabel('Last name').fill('Guest');
    await form.getByLabel('Email').fill(email);
  };
  const confirmation = page.getByTestId('events.rsvp-confirmation');

  const no = guestEmail('nia');
  await answer('Nia', no);
  await form.getByRole('radio', { name: 'No, I can’t make it' }).check();
  // Someone not coming brings nobody.
  await expect(form.getByLabel('Guests coming with you')).toHaveCount(0);
  await page.getByTestId('events.rsvp-submit').click();
  await expect(confirmation.getByRole('heading')).toHaveText("We've noted you can't make it");
  await expect(confirmation).toContainText(`Answered as ${no}`);

  await page.reload();
  await expect(form.getByRole('radio', { name: 'Yes, I’ll be there' })).toBeChecked();
  // Room for two: the guest and at most one more.
  await expect(form.getByLabel('Guests coming with you').getByRole('option')).toHaveText([
    'None, just me',
    '1',
  ]);
  await answer('Yan', guestEmail('yan'));
  await form.getByLabel('Guests coming with you').selectOption('1');
  await page.getByTestId('events.rsvp-submit').click();
  await expect(confirmation.getByRole('heading')).toHaveText("You're going — 2 guests");

  await page.reload();
  await expect(page.getByTestId('events.rsvp')).toContainText('new RSVPs join the waitlist');
  await expect(page.getByTestId('events.rsvp-submit')).toHaveText('Join the waitlist');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflow(page), 'sideways scroll').toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/look/tickets-rsvp-waitlist-form-390.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  const waiting = guestEmail('wes');
  await answer('Wes', waiting);
  await page.getByTestId('events.rsvp-submit').click();
  await expect(confirmation.getByRole('heading')).toHaveText("You're on the waitlist");
  await expect(confirmation).toContainText(`Answered as ${waiting}`);
  await page.screenshot({ path: 'test-results/look/tickets-rsvp-waitlist-390.png', fullPage: true });
});
