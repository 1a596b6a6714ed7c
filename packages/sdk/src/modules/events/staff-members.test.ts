import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key.js';
import { NoCredentials } from '../../auth/no-credentials.js';
import { OAuthStrategy } from '../../auth/oauth.js';
import { StaffTokenStrategy } from '../../auth/staff-token.js';
import { createClient } from '../../client.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { hostedCheckIn } from '../hosted/index.js';
import { guests, orders, rsvp, staffMembers, ticketDefinitions, tickets, wixEventsV2 } from './index.js';

/** A door team through the SDK: the owner adds a staff member, whose device joins and checks guests in. */
describe.each(dialects)('@bazaar/sdk/events staff members against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  const host = () => ({ apiBaseUrl: platform.baseUrl });
  const owner = () =>
    createClient({
      modules: { wixEventsV2, ticketDefinitions, staffMembers, rsvp },
      auth: ApiKeyStrategy({ apiKey: platform.ownerApiKey }),
      host: host(),
    });

  beforeAll(async () => {
    platform = await startPlatform(dialect);
  });
  afterAll(() => platform.close());

  it('adds a staff member whose device joins, lists its events and guests, and checks them in', async () => {
    const dates = {
      timeZoneId: 'Europe/Lisbon',
      startDate: '2031-06-14T19:00:00.000Z',
      endDate: '2031-06-14T22:00:00.000Z',
    };
    const event = await owner().wixEventsV2.createEvent({
      title: 'Fado Night',
      location: { type: 'ONLINE' },
      dateAndTimeSettings: dates,
      registration: { initialType: 'TICKETING' },
    });
    await owner().wixEventsV2.createEvent({
      title: 'Elsewhere',
      location: { type: 'ONLINE' },
      dateAndTimeSettings: dates,
      registration: { initialType: 'TICKETING' },
    });
    const ticket = await owner().ticketDefinitions.createTicketDefinition({
      eventId: event._id,
      name: 'Entry',
      pricingMethod: { free: true },
    });
    const buyer = createClient({
      modules: { orders },
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
      host: host(),
    });
    const reservation = await buyer.orders.createReservation(event._id, {
      ticketQuantities: [{ ticketDefinitionId: ticket._id, quantity: 1 }],
    });
    await buyer.orders.checkout(event._id, {
      reservationId: reservation._id,
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    });

    const member = await owner().staffMembers.createStaffMember({
      name: 'Rita',
      permissions: ['CHECK_IN_GUESTS'],
      specificEvents: { events: [event._id] },
    });
    expect(member._createdDate).toBeInstanceOf(Date);
    const device = createClient({ modules: { staffMembers }, auth: NoCredentials(), host: host() });
    const linkToken = new URL(member.loginLink ?? '').hash.replace('#token=', '');
    await expect(device.staffMembers.loginStaffMember(linkToken)).rejects.toMatchObject({ status: 428 });
    const signedIn = await device.staffMembers.joinStaffMember(linkToken);
    expect(signedIn.staffMember.status).toBe('HAS_ACCESS');

    const staff = createClient({
      modules: { hostedCheckIn, guests, tickets },
      auth: StaffTokenStrategy({ accessToken: signedIn.accessToken }),
      host: host(),
    });
    const { events } = await staff.hostedCheckIn.listEvents();
    expect(events.map((listed) => listed.title)).toEqual(['Fado Night']);
    const page = await staff.guests.queryGuests({
      filter: { eventId: event._id, guestType: 'TICKET_HOLDER' },
    });
    const number = page.guests[0]?.ticketNumber ?? '';
    const { tickets: checkedIn } = await staff.tickets.checkInTickets({
      eventId: event._id,
      ticketNumber: [number],
    });
    expect(checkedIn[0]?.checkIn?.created).toBeInstanceOf(Date);
    const { tickets: undone } = await staff.tickets.deleteTicketCheckIns({
      eventId: event._id,
      ticketNumber: [number],
    });
    expect(undone[0]?.checkIn).toBeUndefined();

    await owner().staffMembers.updateStaffMember(member._id, { revision: '2', status: 'ACCESS_PAUSED' });
    await expect(staff.hostedCheckIn.listEvents()).rejects.toMatchObject({ status: 401 });
    const paused = await owner().staffMembers.queryStaffMembers().eq('status', 'ACCESS_PAUSED').find();
    expect(paused.items.map((found) => found._id)).toEqual([member._id]);
  });
});
