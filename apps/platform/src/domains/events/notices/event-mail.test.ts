import type { MailMessage } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { eventsTestCalls } from '../test-calls.js';

const buyer = { firstName: 'Amália', lastName: 'Rodrigues', email: 'amalia@example.com' };
const form = (firstName: string, email: string) => ({
  inputValues: [
    { inputName: 'firstName', value: firstName },
    { inputName: 'lastName', value: 'Guest' },
    { inputName: 'email', value: email },
  ],
});

/** The mail of tickets and RSVPs: tickets with their codes and PDF, refunds, answers, cancelations. */
describe.each(testDialects)('the mail of events on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  const clock = new ManualClock('2030-06-01T12:00:00.000Z');
  const { call, owned, createEvent, createTicket, buyTickets } = eventsTestCalls(() => t);

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    visitor = await t.visitorToken();
  });
  afterAll(() => t.close());

  const mailTo = async (to: string): Promise<MailMessage[]> =>
    (await call('GET', `/mail/v1/messages?to=${to}&limit=50`)).json().messages;

  it('mails the buyer each ticket’s QR code and a PDF of them, then each refund, then the cancelation', async () => {
    const event = await createEvent();
    const general = (await createTicket(event.id, { name: 'General', initialLimit: 20 })).id;
    const order = await buyTickets(visitor, event, general, 2, buyer);
    const [tickets] = await mailTo(buyer.email);
    expect(tickets?.subject).toBe('Your tickets for Fado Night');
    expect(tickets?.text).toContain('Hello Amália,');
    // 19:00 UTC is 8:00 PM in Lisbon in June (WEST, UTC+1).
    expect(tickets?.text).toContain('June 14, 2030, 8:00 PM – 11:00 PM');
    expect(tickets?.text).toContain('Clube de Fado, R. São João da Praça 86, Lisboa');
    for (const { ticketNumber } of order.tickets) {
      expect(tickets?.text).toContain(`Ticket ${ticketNumber}`);
      expect(tickets?.html).toContain(`alt="QR code of ticket ${ticketNumber}"`);
    }
    expect(tickets?.html.match(/src="data:image\/png;base64,/g)).toHaveLength(2);
    const [pdf] = tickets?.attachments ?? [];
    expect(pdf).toMatchObject({
      filename: `tickets-${order.orderNumber}.pdf`,
      contentType: 'application/pdf',
    });
    const bytes = Buffer.from(pdf?.content ?? '', 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(2_000);

    const [first] = order.tickets.map((ticket) => ticket.ticketNumber);
    const refunded = await call('POST', `/events/v1/events/orders/${order.orderNumber}/refund`, {
      eventId: event.id,
      ticketNumbers: [first],
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [refund] = await mailTo(buyer.email);
    expect(refund?.subject).toBe('Refund for Fado Night');
    expect(refund?.text).toContain(`We refunded $25.62 of order ${order.orderNumber}`);
    expect(refund?.text).toContain(`This ticket no longer admits anyone: ${first}.`);

    await owned('POST', `/events/v3/events/${event.id}/cancel`, {});
    expect(await mailTo(buyer.email)).toHaveLength(2);
    await t.runDueJobs();
    const [canceled] = await mailTo(buyer.email);
    expect(canceled?.subject).toBe('Canceled: Fado Night');
    expect(canceled?.text).toContain('We are sorry: Bazaar demo site canceled this event.');
    expect(canceled?.text).toContain('will be in touch about your money back');
  });

  it('confirms each RSVP, the waitlist’s place when one frees, and tells the guests when the event is canceled', async () => {
    const event = await createEvent({
      title: 'Garden Party',
      registration: {
        initialType: 'RSVP',
        rsvp: { responseType: 'YES_AND_NO', limit: 1, waitlistEnabled: true },
      },
    });
    const ana = await call(
      'POST',
      '/events/v1/rsvp',
      { eventId: event.id, form: form('Ana', 'ana@example.com') },
      visitor,
    );
    expect(ana.json().rsvp.status).toBe('YES');
    const stranger = await t.visitorToken();
    const bea = await call(
      'POST',
      '/events/v1/rsvp',
      { eventId: event.id, form: form('Bea', 'bea@example.com') },
      stranger,
    );
    expect(bea.json().rsvp.status).toBe('WAITING');
    const noShow = await call(
      'POST',
      '/events/v1/rsvp',
      { eventId: event.id, form: form('Cid', 'cid@example.com'), status: 'NO' },
      await t.visitorToken(),
    );
    expect(noShow.statusCode).toBe(200);
    expect((await mailTo('ana@example.com')).map((mail) => mail.subject)).toEqual([
      "You're going: Garden Party",
    ]);
    expect((await mailTo('bea@example.com')).map((mail) => mail.subject)).toEqual([
      'On the waitlist: Garden Party',
    ]);
    expect(await mailTo('cid@example.com')).toEqual([]);

    const withdrawn = await call(
      'DELETE',
      `/events/v1/rsvp?eventId=${event.id}&rsvpId=${ana.json().rsvp.id}`,
      undefined,
      visitor,
    );
    expect(withdrawn.statusCode).toBe(200);
    expect((await mailTo('bea@example.com')).map((mail) => mail.subject)).toEqual([
      "You're going: Garden Party",
      'On the waitlist: Garden Party',
    ]);

    await owned('POST', `/events/v3/events/${event.id}/cancel`, {});
    await t.runDueJobs();
    expect((await mailTo('bea@example.com'))[0]?.subject).toBe('Canceled: Garden Party');
    // Ana withdrew, and Cid said no: neither is told.
    expect((await mailTo('ana@example.com')).map((mail) => mail.subject)).toEqual([
      "You're going: Garden Party",
    ]);
    expect(await mailTo('cid@example.com')).toEqual([]);
  });
});
