import * as tickets from '@wix/auto_sdk_events_tickets';
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsTestCalls } from '../domains/events/test-calls.js';
import { testDialects } from '../testing/databases.js';
import { type CompatPlatform, startCompatPlatform } from '../testing/wix-compat.js';

/** The official events `tickets` module, unmodified: the owner's door list and check-in. */
describe.each(testDialects)('official events tickets module against the platform on %s', (dialect) => {
  let t: CompatPlatform;
  const events = eventsTestCalls(() => t);

  beforeAll(async () => {
    t = await startCompatPlatform(dialect);
  });
  afterAll(() => t.close());

  it('checks a ticket in once', async () => {
    const event = await events.createEvent({
      dateAndTimeSettings: {
        startDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        endDate: new Date(Date.now() + 7 * 86_400_000 + 3 * 3_600_000).toISOString(),
        timeZoneId: 'Europe/Lisbon',
      },
    });
    const general = (await events.createTicket(event.id, { name: 'General', initialLimit: 10 })).id;
    const order = await events.buyTickets(await t.visitorToken(), event, general, 1, {
      firstName: 'Amália',
      lastName: 'Rodrigues',
      email: 'amalia@example.com',
    });
    const [ticketNumber] = order.tickets.map((ticket) => ticket.ticketNumber);
    const owner = createClient({
      modules: { tickets },
      auth: ApiKeyStrategy({ apiKey: t.ownerApiKey, siteId: t.siteId }),
    });
    const checkedIn = await owner.tickets.checkInTickets(event.id, { ticketNumber: [ticketNumber ?? ''] });
    expect(checkedIn.tickets?.map((ticket) => ticket.ticketNumber)).toEqual([ticketNumber]);
    expect(checkedIn.tickets?.[0]?.checkIn?.created).toBeInstanceOf(Date);

    // The door list, one ticket, and the check-in undone.
    const listed = await owner.tickets.listTickets({
      eventId: [event.id],
      state: [tickets.State.CHECKED_IN],
    });
    expect(listed).toMatchObject({
      total: 1,
      tickets: [{ ticketNumber, guestFullName: 'Amália Rodrigues' }],
    });
    const one = await owner.tickets.getTicket(ticketNumber ?? '', { eventId: event.id });
    expect(one?.orderNumber).toBe(order.orderNumber);
    const undone = await owner.tickets.deleteTicketCheckIns(event.id, { ticketNumber: [ticketNumber ?? ''] });
    expect(undone.tickets?.[0]?.checkIn).toBeUndefined();
    expect(
      (await owner.tickets.listTickets({ eventId: [event.id], state: [tickets.State.CHECKED_IN] })).total,
    ).toBe(0);
  });
});
