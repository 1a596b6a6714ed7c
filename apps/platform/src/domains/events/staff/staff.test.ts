import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { eventsTestCalls } from '../test-calls.js';

interface StaffMember {
  id: string;
  revision: string;
  status: string;
  permissions: string[];
  loginLink?: string;
  specificEvents?: { events: string[] };
  allEvents?: object;
}

const tokenOf = (link: string | undefined) => new URL(link ?? '').hash.replace('#token=', '');

/**
 * Events staff members over HTTP: the owner adds them to events with permissions, they join with
 * their login link, and their access token opens the door list and check-in at their events only,
 * for as long as the owner lets them.
 */
describe.each(testDialects)('events staff members on %s', (dialect) => {
  let t: TestApp;
  const { call, createEvent, createTicket, buyTickets } = eventsTestCalls(() => t);
  let concert: string;
  let other: string;
  let tickets: string[];
  let otherTicket: string;

  const created = async (staffMember: Record<string, unknown>): Promise<StaffMember> => {
    const response = await call('POST', '/events/v1/staff-members', { staffMember });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().staffMember;
  };
  const signIn = async (path: 'join' | 'login', token: string) =>
    call(
      'POST',
      `/events/v1/staff-members/${path}`,
      path === 'join' ? { joinToken: token } : { loginToken: token },
    );
  const patch = (id: string, staffMember: Record<string, unknown>) =>
    call('PATCH', `/events/v1/staff-members/${id}`, { staffMember });

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const visitor = await t.visitorToken();
    const event = await createEvent({ title: 'Fado Night' });
    concert = event.id;
    const general = (await createTicket(concert, { name: 'General', initialLimit: 10 })).id;
    const order = await buyTickets(visitor, event, general, 2, {
      firstName: 'Carlos',
      lastName: 'Paredes',
      email: 'carlos@example.com',
    });
    tickets = order.tickets.map((ticket: { ticketNumber: string }) => ticket.ticketNumber);
    const second = await createEvent({ title: 'Jazz Night' });
    other = second.id;
    const jazz = (await createTicket(other, { name: 'Jazz', initialLimit: 10 })).id;
    const otherOrder = await buyTickets(visitor, second, jazz, 1, {
      firstName: 'Dina',
      lastName: 'Sousa',
      email: 'dina@example.com',
    });
    otherTicket = otherOrder.tickets[0]?.ticketNumber ?? '';
  }, 60_000);
  afterAll(() => t.close());

  it('refuses a staff member without events, with both kinds, or at an event of no one, and stores nothing', async () => {
    for (const staffMember of [
      { name: 'Rita', permissions: ['CHECK_IN_GUESTS'] },
      {
        name: 'Rita',
        permissions: ['CHECK_IN_GUESTS'],
        allEvents: {},
        specificEvents: { events: [concert] },
      },
      {
        name: 'Rita',
        permissions: ['CHECK_IN_GUESTS'],
        specificEvents: { events: ['5f0c1d7e-0000-4000-8000-000000000000'] },
      },
      { name: '', permissions: ['CHECK_IN_GUESTS'], allEvents: {} },
      { name: 'Rita', permissions: ['OPEN_DOORS'], allEvents: {} },
    ]) {
      const response = await call('POST', '/events/v1/staff-members', { staffMember });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details.validationError.fieldViolations.length).toBeGreaterThan(0);
    }
    const listed = await call('POST', '/events/v1/staff-members/query', {});
    expect(listed.json().staffMembers).toEqual([]);
  });

  it('adds a staff member with a login link that signs the same again, joins once, and signs more devices in', async () => {
    const rita = await created({
      name: 'Rita',
      permissions: ['CHECK_IN_GUESTS'],
      specificEvents: { events: [concert] },
    });
    expect(rita).toMatchObject({ status: 'PENDING', revision: '1', specificEvents: { events: [concert] } });
    expect(rita.loginLink).toMatch(/\/hosted\/check-in#token=/);
    const plain = (await call('GET', `/events/v1/staff-members/${rita.id}`)).json().staffMember;
    expect(plain.loginLink).toBeUndefined();
    const withLink = await call('GET', `/events/v1/staff-members/${rita.id}?fieldsets=LOGIN_LINK`);
    expect(withLink.json().staffMember.loginLink).toBe(rita.loginLink);

    const early = await signIn('login', tokenOf(rita.loginLink));
    expect(early.statusCode).toBe(428);
    expect(early.json().details.applicationError.code).toBe('STAFF_MEMBER_NOT_JOINED');

    const joined = await signIn('join', tokenOf(rita.loginLink));
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().staffMember).toMatchObject({ status: 'HAS_ACCESS', revision: '2' });
    expect(joined.json().accessToken).toMatch(/^EventsStaff\./);
    const later = await signIn('login', tokenOf(rita.loginLink));
    expect(later.statusCode).toBe(200);
    expect(later.json().deviceId).not.toBe(joined.json().deviceId);

    const access = await call('POST', '/events/v1/staff-members/access', {
      accessToken: later.json().accessToken,
    });
    expect(access.json().staffMember.id).toBe(rita.id);
    const forged = await signIn('join', `${tokenOf(rita.loginLink).slice(0, -4)}AAAA`);
    expect(forged.statusCode).toBe(401);
  });

  it('lets a staff token check guests in at their events only, and nothing else', async () => {
    const rita = await created({
      name: 'Rita',
      permissions: ['CHECK_IN_GUESTS'],
      specificEvents: { events: [concert] },
    });
    const staff = (await signIn('join', tokenOf(rita.loginLink))).json().accessToken as string;

    const checkedIn = await call(
      'POST',
      '/events/v1/tickets/check-in',
      { eventId: concert, ticketNumber: [tickets[0]] },
      staff,
    );
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    expect(checkedIn.json().tickets[0].checkIn).toBeDefined();
    const door = await call(
      'GET',
      `/events/v1/tickets?eventId=${concert}&state=CHECKED_IN`,
      undefined,
      staff,
    );
    expect(door.json().tickets.map((ticket: { ticketNumber: string }) => ticket.ticketNumber)).toContain(
      tickets[0],
    );
    const guests = await call(
      'POST',
      '/events/v2/guests/query',
      { query: { filter: { eventId: concert } } },
      staff,
    );
    expect(guests.statusCode, guests.body).toBe(200);
    const undone = await call(
      'DELETE',
      `/events/v1/tickets/check-in?eventId=${concert}&ticketNumber=${tickets[0]}`,
      undefined,
      staff,
    );
    expect(undone.json().tickets[0].checkIn).toBeUndefined();

    // Another event, another permission, the owner's and a visitor's calls: all refused, nothing changed.
    const elsewhere = await call(
      'POST',
      '/events/v1/tickets/check-in',
      { eventId: other, ticketNumber: [otherTicket] },
      staff,
    );
    expect(elsewhere.statusCode).toBe(403);
    const otherList = await call(
      'POST',
      '/events/v2/guests/query',
      { query: { filter: { eventId: other } } },
      staff,
    );
    expect(otherList.statusCode).toBe(403);
    const sales = await call('GET', `/events/v1/orders/summary?eventId=${concert}`, undefined, staff);
    expect(sales.json().message).toMatch(/READ_ANALYTICS/);
    for (const [method, url] of [
      ['POST', '/events/v3/events/query'],
      ['POST', '/events/v1/staff-members/query'],
      ['GET', '/ecom/v1/carts/current'],
    ] as const) {
      const response = await call(method, url, method === 'GET' ? undefined : {}, staff);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
    }
    const untouched = await call('GET', `/events/v1/tickets/${otherTicket}?eventId=${other}`);
    expect(untouched.json().ticket.checkIn).toBeUndefined();
  });

  it("shows guests' form answers only to staff allowed to read them", async () => {
    const ask = async (permissions: string[]) => {
      const member = await created({ name: 'Vera', permissions, allEvents: {} });
      const token = (await signIn('join', tokenOf(member.loginLink))).json().accessToken;
      const { guests } = (
        await call('POST', '/events/v2/guests/query', { query: { filter: { eventId: concert } } }, token)
      ).json();
      return guests.some(
        (guest: { guestDetails: { formResponse?: unknown } }) => guest.guestDetails.formResponse,
      );
    };
    const owner = (
      await call('POST', '/events/v2/guests/query', { query: { filter: { eventId: concert } } })
    ).json();
    expect(
      owner.guests.some(
        (guest: { guestDetails: { formResponse?: unknown } }) => guest.guestDetails.formResponse,
      ),
    ).toBe(true);
    expect(await ask(['CHECK_IN_GUESTS'])).toBe(false);
    expect(await ask(['CHECK_IN_GUESTS', 'READ_GUEST_FORM'])).toBe(true);
  });

  it('pauses and resumes access at once, guards revisions, and ends every device on removal', async () => {
    const nuno = await created({
      name: 'Nuno',
      permissions: ['CHECK_IN_GUESTS', 'READ_ANALYTICS'],
      allEvents: {},
    });
    const joined = (await signIn('join', tokenOf(nuno.loginLink))).json();
    const staff = joined.accessToken as string;
    const summary = () => call('GET', `/events/v1/orders/summary?eventId=${other}`, undefined, staff);
    expect((await summary()).statusCode).toBe(200);

    const stale = await patch(nuno.id, { revision: '1', status: 'ACCESS_PAUSED' });
    expect(stale.statusCode).toBe(409);
    const paused = await patch(nuno.id, { revision: '2', status: 'ACCESS_PAUSED' });
    expect(paused.json().staffMember).toMatchObject({ status: 'ACCESS_PAUSED', revision: '3' });
    expect((await summary()).statusCode).toBe(401);
    for (const response of [
      await signIn('join', tokenOf(nuno.loginLink)),
      await call('POST', '/events/v1/staff-members/access', { accessToken: staff }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().details.applicationError.code).toBe('STAFF_MEMBER_SUSPENDED');
    }
    const resumed = await patch(nuno.id, {
      revision: '3',
      status: 'HAS_ACCESS',
      permissions: ['CHECK_IN_GUESTS'],
    });
    expect(resumed.json().staffMember).toMatchObject({
      status: 'HAS_ACCESS',
      permissions: ['CHECK_IN_GUESTS'],
    });
    expect((await summary()).statusCode).toBe(403);

    const byMask = await call('PATCH', `/events/v1/staff-members/${nuno.id}`, {
      staffMember: { revision: '4', name: 'Nuno Reis', permissions: ['READ_ANALYTICS'] },
      fieldMask: { paths: ['name'] },
    });
    expect(byMask.json().staffMember).toMatchObject({ name: 'Nuno Reis', permissions: ['CHECK_IN_GUESTS'] });

    expect((await call('DELETE', `/events/v1/staff-members/${nuno.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/events/v1/staff-members/${nuno.id}`)).statusCode).toBe(404);
    expect((await summary()).statusCode).toBe(401);
    expect((await signIn('login', tokenOf(nuno.loginLink))).statusCode).toBe(401);
  });

  it('queries staff members by status and name, with their links when asked', async () => {
    const response = await call('POST', '/events/v1/staff-members/query', {
      query: { filter: { status: 'HAS_ACCESS' }, sort: [{ fieldName: 'name', order: 'DESC' }] },
      fieldsets: ['LOGIN_LINK'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const found = response.json().staffMembers as StaffMember[];
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((member) => member.status === 'HAS_ACCESS' && member.loginLink)).toBe(true);
    const names = found.map((member) => (member as StaffMember & { name: string }).name);
    expect(names).toEqual([...names].sort().reverse());
  });
});
