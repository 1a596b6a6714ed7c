import { mkdir } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { checkLook, freshEmail, ownerKey, PASSWORD, PLATFORM } from './hosted-login-helpers';
import { demoOwner, signIn } from './own-site';
import { BOTH_WIDTHS } from './widths';

/*
 * The owner's bookings, as issue 40 names them: a staff member and a service made on the
 * dashboard show their times on the storefront's /booking; a time booked there shows on the
 * calendar and is moved from it; the staff member, invited, sees their own calendar and the door
 * only. It adds a service buyers see on the demo site, so it runs with the catalogue changes, last.
 */

test.beforeAll(async () => {
  await mkdir('test-results/look', { recursive: true });
});

async function openDemoSite(page: Page, email: string, password: string, landing = 'Home') {
  await signIn(page, email, password);
  await page.getByRole('link', { name: /Bazaar demo site/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing);
}

/** The buyer's booking of the service on the calendar, moving a week on (at most twice) until it shows. */
async function findOnCalendar(page: Page, service: string) {
  const entry = page
    .locator('.entry.booking')
    .filter({ hasText: service })
    .filter({ hasText: 'Grace Hopper' });
  const settled = page.locator('.calendar[aria-busy="false"]');
  for (let weeks = 0; weeks < 3; weeks += 1) {
    await expect(settled).toBeVisible();
    if ((await entry.count()) > 0) break;
    await page.getByRole('button', { name: 'Next week' }).click();
  }
  await expect(entry).toHaveCount(1);
  return entry;
}

for (const [label, viewport] of BOTH_WIDTHS) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('a service made on the dashboard is booked on /booking, found on the calendar and moved there; its staff member sees only their own calendar', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const suffix = `${Date.now().toString(36)}${label[0]}`;
      const service = `Beard trim ${suffix}`;
      const staffEmail = freshEmail(`rosa${label[0]}`);
      // The look of a page at both widths, then back to this run's width.
      const look = async (name: string) => {
        await checkLook(page, `${name}-${label}`);
        await page.setViewportSize(viewport);
      };
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const { email, password } = await demoOwner();
      await openDemoSite(page, email, password);
      const areas = page.getByRole('navigation', { name: 'Site areas' });

      // A staff member who works every day, 09:00 to 17:00.
      const tabs = page.getByRole('navigation', { name: 'Bookings' });
      await areas.getByRole('link', { name: 'Bookings' }).click();
      await tabs.getByRole('link', { name: 'Staff' }).click();
      await page.getByRole('link', { name: 'Add someone' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('New staff member');
      await page.getByRole('button', { name: 'Add staff member' }).click();
      await expect(page.getByText('Write their name.')).toBeVisible();
      await page.getByLabel('Name', { exact: true }).fill(`Rosa ${suffix}`);
      await page.getByLabel('Email').fill(staffEmail);
      for (let day = 0; day < 7; day += 1) await page.getByRole('button', { name: 'Add a time' }).click();
      await look('dashboard-staff-editor');
      await page.getByRole('button', { name: 'Add staff member' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Rosa ${suffix}`);
      await expect(page.getByLabel('From')).toHaveCount(7);
      await page.locator('.crumbs').getByRole('link', { name: 'Staff' }).click();
      await expect(page.getByRole('list', { name: 'Staff' })).toContainText(`Rosa ${suffix} · Mon, Tue, Wed`);
      await look('dashboard-staff');

      // A half-hour appointment with her.
      await areas.getByRole('link', { name: 'Bookings' }).click();
      await tabs.getByRole('link', { name: 'Services' }).click();
      await expect(page.getByRole('list', { name: 'Services' })).toContainText('Haircut');
      await look('dashboard-services');
      await page.getByRole('link', { name: 'Add a service' }).click();
      await page.getByLabel('Name', { exact: true }).fill(service);
      await page.getByLabel('Price').fill('25');
      await page.getByLabel('Minutes a session').fill('30');
      await page.getByLabel(`Rosa ${suffix}`).check();
      await look('dashboard-service-editor');
      await page.getByRole('button', { name: 'Create service' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service);
      await page.getByLabel('Minutes kept free after').fill('10');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('status')).toHaveText(
        'Service saved. Its new times show on the booking page at once.',
      );
      // An add-on made here, offered by the service.
      const newAddOn = page.getByRole('form', { name: 'New add-on' });
      await newAddOn.getByRole('button', { name: 'Make the add-on' }).click();
      await expect(newAddOn.getByRole('alert')).toHaveText('Give the add-on a name.');
      await newAddOn.getByLabel('Add-on name').fill(`Hot towel ${suffix}`);
      await newAddOn.getByLabel('Add-on price').fill('4');
      await newAddOn.getByLabel('Most units a booking takes').fill('2');
      await newAddOn.getByRole('button', { name: 'Make the add-on' }).click();
      await expect(newAddOn.getByRole('status')).toContainText(`Hot towel ${suffix} made`);
      const offered = page.getByRole('group', { name: 'Customers may pick' });
      await expect(offered.getByLabel(new RegExp(`Hot towel ${suffix}`))).toBeChecked();
      await page.getByRole('button', { name: 'Save the add-ons' }).click();
      await expect(page.getByText('Add-ons saved.')).toBeVisible();
      // A question the booker must answer, on a form of the service's own.
      await page.getByRole('button', { name: 'Add a question' }).click();
      await page.getByRole('button', { name: 'Save the questions' }).click();
      await expect(page.getByText('Write question 1, or remove it.')).toBeVisible();
      await page.getByRole('textbox', { name: 'Question 1' }).fill('How long is your beard?');
      await page.getByLabel('Must be answered').check();
      await page.getByRole('button', { name: 'Save the questions' }).click();
      await expect(page.getByText('Questions saved: bookers answer them from now on.')).toBeVisible();
      await look('dashboard-service-page');

      // A buyer books its first free time on the storefront.
      const buyer = await page.context().newPage();
      await buyer.goto('http://127.0.0.1:3000/booking');
      await buyer.getByTestId('bookings.service').filter({ hasText: service }).click();
      const slot = buyer.getByTestId('bookings.slot').first();
      await expect(slot).toBeVisible();
      await slot.click();
      await expect(buyer.getByRole('heading', { level: 1 })).toHaveText('Booking Details');
      await buyer.getByLabel('First name').fill('Grace');
      await buyer.getByLabel('Last name').fill('Hopper');
      await buyer.getByLabel('Email').fill('grace@example.com');
      await buyer.getByLabel('How long is your beard?').fill('Long, to the collar');
      await buyer.getByRole('button', { name: 'Book now' }).click();
      await expect(buyer.getByTestId('booking-confirmation').getByRole('heading', { level: 1 })).toHaveText(
        'Booking confirmed',
      );
      await buyer.close();

      // On the calendar, with the service chosen; opened, it moves to a free time the next day.
      await areas.getByRole('link', { name: 'Bookings' }).click();
      await page.getByLabel('Service').selectOption({ label: service });
      const entry = await findOnCalendar(page, service);
      await expect(entry).toContainText('Grace Hopper');
      const before = (await entry.locator('strong').textContent()) ?? '';
      await look('dashboard-calendar-week');
      await entry.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading')).toHaveText(`${service} with Rosa ${suffix}`);
      await expect(dialog).toContainText('Confirmed');
      await expect(dialog).toContainText('How long is your beard?Long, to the collar');
      await dialog.getByRole('button', { name: 'Move to another time' }).click();
      const day = dialog.getByLabel('Move to');
      const date = await day.inputValue();
      // The next day the business opens (the demo's studio is closed on Sundays).
      let next = date;
      do next = new Date(Date.parse(`${next}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      while (new Date(`${next}T00:00:00Z`).getUTCDay() === 0);
      await day.fill(next);
      const times = dialog.getByRole('group', { name: 'Free times' });
      await expect(times.getByRole('radio').first()).toBeVisible();
      // Another time of day than the booking's, so the calendar shows that it moved (the same
      // time the next day, as on some dates the first free times are, would look unchanged).
      const labels = (await times.locator('label').allTextContents()).map((text) => text.split(' ')[0] ?? '');
      const other = labels.findIndex((time, index) => index > 0 && time !== before);
      expect(other).toBeGreaterThan(0);
      await times.getByRole('radio').nth(other).check();
      const chosen = labels[other] ?? '';
      await dialog.getByRole('button', { name: 'Move here' }).click();
      await expect(dialog.getByRole('status')).toHaveText(
        'Booking moved. The customer gets an email with the new time.',
      );
      await dialog.getByRole('button', { name: 'Close' }).click();
      expect(chosen).toMatch(/^\d\d:\d\d–\d\d:\d\d$/);
      expect(chosen).not.toBe(before);
      await expect((await findOnCalendar(page, service)).locator('strong')).toHaveText(chosen);

      // The day view, and a booking for a customer on the phone.
      await page.getByRole('button', { name: 'Day', exact: true }).click();
      await look('dashboard-calendar-day');
      await page.getByRole('button', { name: 'New booking' }).focus();
      await page.keyboard.press('Enter');
      const phone = page.getByRole('dialog', { name: 'New booking' });
      // Opened from the keyboard, the dialog takes the focus: its first field.
      await expect(phone.getByLabel('Service')).toBeFocused();
      await phone.getByLabel('Service').selectOption({ label: service });
      await phone.getByLabel('Day').fill(next);
      await phone.getByRole('group', { name: 'Free times' }).getByRole('radio').first().check();
      await phone.getByRole('button', { name: 'Book' }).click();
      await expect(phone.getByText('Write the customer’s first name.')).toBeVisible();
      await phone.getByLabel('First name').fill('Alan');
      await phone.getByLabel('Email').fill('alan@example.com');
      await phone.getByLabel('Phone').fill('+44 20 7946 0000');
      // The service's own question is asked on the phone too.
      await expect(phone.getByText('This question must be answered.')).toBeVisible();
      await phone.getByLabel('How long is your beard?').fill('Short');
      await phone.getByRole('button', { name: 'Book' }).click();
      await expect(phone).toBeHidden();

      // Canceled from the calendar after a question, it leaves it.
      await page.getByRole('button', { name: 'Week', exact: true }).click();
      const alan = page.locator('.entry.booking').filter({ hasText: 'Alan' });
      await alan.click();
      const opened = page.getByRole('dialog');
      await expect(opened).toContainText('alan@example.com · +44 20 7946 0000');
      await opened.getByRole('button', { name: 'Cancel booking…' }).click();
      await opened.getByRole('button', { name: 'Keep it' }).click();
      await opened.getByRole('button', { name: 'Cancel booking…' }).click();
      await opened.getByRole('button', { name: 'Yes, cancel it' }).click();
      await expect(opened.getByRole('status')).toHaveText('Booking canceled. The customer gets an email.');
      await expect(opened).toContainText('Canceled');
      await opened.getByRole('button', { name: 'Close' }).click();
      await expect(alan).toHaveCount(0);

      // Rosa, invited as staff, sees her own calendar and the door, nothing else.
      const authorization = await ownerKey();
      const invited = await request.post(`${PLATFORM}/sites/v1/invitations`, {
        headers: { authorization },
        data: { invitation: { email: staffEmail, role: 'STAFF' } },
      });
      expect(invited.status(), await invited.text()).toBe(200);
      const box = await request.get(`${PLATFORM}/mail/v1/messages?to=${encodeURIComponent(staffEmail)}`, {
        headers: { authorization },
      });
      const [mail] = (await box.json()).messages as { text: string }[];
      const staffPage = await (await page.context().browser()?.newContext({ viewport }))?.newPage();
      if (!staffPage) throw new Error('No second browser context');
      await staffPage.goto(/http\S+#token=\S+/.exec(mail?.text ?? '')?.[0] ?? '');
      await staffPage.getByLabel('Password').fill(PASSWORD);
      await staffPage.getByRole('button', { name: 'Accept and make my account' }).click();
      await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText("You're in");
      await openDemoSite(staffPage, staffEmail, PASSWORD, 'Bookings');
      const staffAreas = staffPage.getByRole('navigation', { name: 'Site areas' });
      await expect(staffAreas.getByRole('link')).toHaveText(['Bookings', 'Check-in']);
      await expect(staffPage.getByLabel('Staff')).toHaveCount(0);
      await expect(staffPage.getByRole('navigation', { name: 'Bookings' })).toHaveCount(0);
      await expect(staffPage.getByRole('button', { name: 'New booking' })).toHaveCount(0);
      const own = await findOnCalendar(staffPage, service);
      // The demo's haircuts are other people's: not on her calendar.
      await expect(staffPage.locator('.entry.booking').filter({ hasText: 'Haircut' })).toHaveCount(0);
      // By keyboard alone: the booking opens with Enter, and Escape gives the focus back to it.
      await own.focus();
      await staffPage.keyboard.press('Enter');
      const hers = staffPage.getByRole('dialog');
      await expect(hers).toBeVisible();
      await staffPage.keyboard.press('Escape');
      await expect(hers).toBeHidden();
      await expect(own).toBeFocused();
      await own.click();
      await expect(hers.getByRole('button', { name: 'Move to another time' })).toHaveCount(0);
      await expect(hers.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
      await hers.getByRole('button', { name: 'Close' }).click();
      await staffAreas.getByRole('link', { name: 'Check-in' }).click();
      await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText('Check-in');
      expect(errors).toEqual([]);
    });
  });
}
