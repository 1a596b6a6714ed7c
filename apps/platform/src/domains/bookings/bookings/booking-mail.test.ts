import type { MailMessage } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { bookingsTestCalls } from '../test-calls.js';

/** The booker's mail as a booking is made, moved, reminded of and canceled. */
describe.each(testDialects)('the mail a booker gets on %s', (dialect) => {
  let t: TestApp;
  let serviceId: string;
  const clock = new ManualClock('2030-03-08T12:00:00.000Z');
  const { call, owned, everyDay } = bookingsTestCalls(() => t);

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    await owned('PATCH', '/sites/v1/site', { site: { settings: { timeZone: 'Europe/Lisbon' } } });
    await owned('PATCH', '/bookings/v1/settings', {
      settings: { businessHours: everyDay('08:00', '20:00') },
    });
    const ada = (
      await owned('POST', '/bookings/v1/staff-members', {
        staffMember: { name: 'Ada', workingHours: everyDay('08:00', '20:00') },
      })
    ).staffMember.id;
    serviceId = (
      await owned('POST', '/bookings/v2/services', {
        service: {
          type: 'APPOINTMENT',
          name: 'Massage',
          staffMemberIds: [ada],
          schedule: { availabilityConstraints: { sessionDurations: [60] } },
        },
      })
    ).service.id;
  });
  afterAll(() => t.close());

  const mailTo = async (to: string): Promise<MailMessage[]> =>
    (await call('GET', `/mail/v1/messages?to=${to}&limit=50`, undefined, t.ownerApiKey)).json().messages;
  const calendarOf = (message: MailMessage) => {
    const [file] = message.attachments;
    // Long lines of a calendar file are folded (a line break and a space), as RFC 5545 asks.
    const text = Buffer.from(file?.content ?? '', 'base64')
      .toString('utf8')
      .replaceAll('\r\n ', '');
    return { ...file, text };
  };
  const book = async (email: string, startDate: string, endDate: string) => {
    const response = await call(
      'POST',
      '/bookings/v2/bookings',
      {
        booking: {
          bookedEntity: { slot: { serviceId, startDate, endDate } },
          contactDetails: { firstName: 'Lin', email },
        },
      },
      t.ownerApiKey,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().booking as { id: string; revision: string; status: string };
  };

  it('confirms with a calendar file, mails the new time, reminds a day before the time that stands, and the cancelation', async () => {
    // Monday 11 March 2030, 10:00 in Lisbon (WET, UTC+0).
    const booking = await book('lin@example.com', '2030-03-11T10:00:00.000Z', '2030-03-11T11:00:00.000Z');
    expect(booking.status).toBe('CONFIRMED');
    const [confirmation] = await mailTo('lin@example.com');
    expect(confirmation?.subject).toBe('Booked: Massage');
    expect(confirmation?.text).toContain('Hello Lin,');
    expect(confirmation?.text).toContain('Monday, March 11, 2030, 10:00 AM – 11:00 AM (Lisbon time)');
    expect(confirmation?.text).toContain('With Ada.');
    expect(confirmation?.html).toContain('Your booking is confirmed');
    const booked = calendarOf(confirmation as MailMessage);
    expect(booked.filename).toBe('booking.ics');
    expect(booked.contentType).toContain('text/calendar');
    expect(booked.text).toContain('METHOD:PUBLISH');
    expect(booked.text).toContain('DTSTART:20300311T100000Z');
    expect(booked.text).toContain('DTEND:20300311T110000Z');
    expect(booked.text).toContain(`UID:${booking.id}@bookings.${t.siteId}`);
    expect(booked.text).toContain('X-WR-TIMEZONE:Europe/Lisbon');

    const moved = await call(
      'POST',
      `/bookings/v2/bookings/${booking.id}/reschedule`,
      { slot: { serviceId, startDate: '2030-03-11T15:00:00.000Z', endDate: '2030-03-11T16:00:00.000Z' } },
      t.ownerApiKey,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const [rescheduled] = await mailTo('lin@example.com');
    expect(rescheduled?.subject).toBe('New time: Massage');
    expect(rescheduled?.text).toContain('3:00 PM – 4:00 PM (Lisbon time)');
    const movedFile = calendarOf(rescheduled as MailMessage).text;
    expect(movedFile).toContain('DTSTART:20300311T150000Z');
    expect(movedFile).toContain(`UID:${booking.id}@bookings.${t.siteId}`);
    expect(movedFile).toMatch(/SEQUENCE:[2-9]/);

    // A day before the first time: that reminder is for a time that no longer stands.
    clock.set('2030-03-10T10:30:00.000Z');
    await t.runDueJobs();
    expect(await mailTo('lin@example.com')).toHaveLength(2);
    clock.set('2030-03-10T15:00:00.000Z');
    await t.runDueJobs();
    const [reminder, ...rest] = await mailTo('lin@example.com');
    expect(rest).toHaveLength(2);
    expect(reminder?.subject).toBe('Reminder: Massage tomorrow');
    expect(reminder?.text).toContain('Monday, March 11, 2030, 3:00 PM – 4:00 PM (Lisbon time)');

    const canceled = await call('POST', `/bookings/v2/bookings/${booking.id}/cancel`, {}, t.ownerApiKey);
    expect(canceled.statusCode, canceled.body).toBe(200);
    const [cancelation] = await mailTo('lin@example.com');
    expect(cancelation?.subject).toBe('Canceled: Massage');
    expect(cancelation?.text).toContain('This booking is canceled');
    const canceledFile = calendarOf(cancelation as MailMessage);
    expect(canceledFile.filename).toBe('booking-canceled.ics');
    expect(canceledFile.text).toContain('METHOD:CANCEL');
    expect(canceledFile.text).toContain('STATUS:CANCELLED');
  });

  it('sends no reminder of a booking canceled before its day, and none of a booking made less than a day ahead', async () => {
    clock.set('2030-03-12T12:00:00.000Z');
    const later = await book('mo@example.com', '2030-03-15T10:00:00.000Z', '2030-03-15T11:00:00.000Z');
    const soon = await book('mo@example.com', '2030-03-13T09:00:00.000Z', '2030-03-13T10:00:00.000Z');
    expect(soon.status).toBe('CONFIRMED');
    expect(
      (await call('POST', `/bookings/v2/bookings/${later.id}/cancel`, {}, t.ownerApiKey)).statusCode,
    ).toBe(200);
    clock.set('2030-03-15T09:00:00.000Z');
    await t.runDueJobs();
    const subjects = (await mailTo('mo@example.com')).map((message) => message.subject);
    expect(subjects).toEqual(['Canceled: Massage', 'Booked: Massage', 'Booked: Massage']);
  });
});
