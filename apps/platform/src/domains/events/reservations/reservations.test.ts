import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { eventsTestCalls } from '../test-calls.js';

describe.each(testDialects)('tickets and reservations on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  let eventId: string;
  const clock = new ManualClock('2030-06-01T12:00:00.000Z');
  const { call, owned, createEvent, createTicket } = eventsTestCalls(() => t);

  const reserve = (ticketQuantities: Record<string, unknown>[], authorization = visitor, extra = {}) =>
    call('POST', '/events/v1/checkout/reservations', { eventId, ticketQuantities, ...extra }, authorization);
  const available = async (authorization = visitor, body: Record<string, unknown> = {}) =>
    (
      await call(
        'POST',
        '/events/v1/checkout/available-tickets/query',
        { filter: { eventId }, limit: 10, ...body },
        authorization,
      )
    ).json();

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    visitor = await t.visitorToken();
    eventId = (await createEvent()).id;
  });
  afterAll(() => t.close());

  it('lists the tickets on sale to buyers, in order, with prices as decimal strings', async () => {
    const general = await createTicket(eventId, { name: 'General', initialLimit: 100, orderIndex: 0 });
    await createTicket(eventId, {
      name: 'VIP',
      pricingMethod: { fixedPrice: { value: '80.5' } },
      orderIndex: 1,
    });
    await createTicket(eventId, { name: 'Crew', hidden: true, orderIndex: 2 });
    await createTicket(eventId, {
      name: 'Late',
      orderIndex: 3,
      salePeriod: {
        startDate: '2030-06-10T00:00:00Z',
        endDate: '2030-06-14T00:00:00Z',
        displayNotOnSale: true,
      },
    });
    await createTicket(eventId, {
      name: 'Later',
      orderIndex: 4,
      salePeriod: { startDate: '2030-06-10T00:00:00Z', endDate: '2030-06-14T00:00:00Z' },
    });
    // An event already over sells nothing: its tickets are not among those one can reserve.
    const over = await createEvent({
      title: 'Last week',
      dateAndTimeSettings: {
        startDate: '2030-05-20T19:00:00.000Z',
        endDate: '2030-05-20T22:00:00.000Z',
        timeZoneId: 'Europe/Lisbon',
      },
    });
    await createTicket(over.id, { name: 'Gone' });
    const both = await available(visitor, { filter: { eventId: { $in: [eventId, over.id] } } });
    expect(both.definitions.map((d: { name: string }) => d.name)).not.toContain('Gone');
    const theOwners = await available(t.ownerApiKey, { filter: { eventId: over.id } });
    expect(theOwners.definitions.map((d: { name: string }) => d.name)).toEqual(['Gone']);
    const list = await available();
    expect(list.definitions.map((d: { name: string }) => d.name)).toEqual(['General', 'VIP', 'Late']);
    expect(list.metaData).toEqual({ count: 3, offset: 0, total: 3 });
    expect(list.definitions[0]).toMatchObject({
      id: general.id,
      price: { amount: '25.00', value: '25.00', currency: 'USD' },
      free: false,
      saleStatus: 'SALE_STARTED',
      pricing: { pricingType: 'STANDARD', fixedPrice: { value: '25.00' } },
      wixFeeConfig: { type: 'FEE_ADDED_AT_CHECKOUT' },
    });
    expect(list.definitions[0].dashboard).toBeUndefined();
    expect(list.definitions[2].saleStatus).toBe('SALE_SCHEDULED');
    const owners = await available(t.ownerApiKey, {
      filter: { eventId, hidden: true },
      fieldset: ['DASHBOARD'],
    });
    expect(owners.definitions).toMatchObject([{ name: 'Crew', dashboard: { hidden: true, limited: false } }]);
    expect((await available(visitor, { limit: undefined })).definitions).toEqual([]);
    const listed = await call(
      'GET',
      `/events/v1/checkout/available-tickets?eventId=${eventId}&limit=1`,
      undefined,
      visitor,
    );
    expect(listed.json().definitions.map((d: { name: string }) => d.name)).toEqual(['General']);
    const bad = await call(
      'POST',
      '/events/v1/checkout/available-tickets/query',
      { filter: { price: 1 } },
      visitor,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('refuses bad ticket definitions and keeps ticket writes for the owner', async () => {
    const base = { eventId, name: 'Bad' };
    for (const ticketDefinition of [
      { ...base, pricingMethod: {} },
      { ...base, pricingMethod: { fixedPrice: { value: '1' }, free: true } },
      { ...base, pricingMethod: { fixedPrice: { value: '-1' } } },
      {
        ...base,
        pricingMethod: { free: true },
        salePeriod: { startDate: '2030-06-10T00:00:00Z', endDate: '2030-06-09T00:00:00Z' },
      },
      { ...base, pricingMethod: { free: true }, limitPerCheckout: 51 },
    ]) {
      const response = await call('POST', '/events/v3/ticket-definitions', { ticketDefinition });
      expect(response.statusCode, JSON.stringify(ticketDefinition)).toBe(400);
    }
    const visitorWrite = await call(
      'POST',
      '/events/v3/ticket-definitions',
      { ticketDefinition: { ...base, pricingMethod: { free: true } } },
      visitor,
    );
    expect(visitorWrite.statusCode).toBe(403);
    const rsvp = await createEvent({ title: 'Picnic', registration: { initialType: 'RSVP' } });
    const onRsvp = await call('POST', '/events/v3/ticket-definitions', {
      ticketDefinition: { eventId: rsvp.id, name: 'No', pricingMethod: { free: true } },
    });
    expect(onRsvp.statusCode).toBe(400);
  });

  it('holds tickets for 20 minutes with an invoice that adds the service fee, and shows what is left', async () => {
    const [general] = (await available()).definitions;
    const response = await reserve([{ ticketDefinitionId: general.id, quantity: 2 }]);
    expect(response.statusCode, response.body).toBe(200);
    const reservation = response.json();
    expect(reservation).toMatchObject({
      eventId,
      expires: '2030-06-01T12:20:00.000Z',
      reservationStatus: 'RESERVATION_PENDING',
      reservations: [{ quantity: 2, ticket: { id: general.id, name: 'General' } }],
      invoice: {
        subTotal: { value: '50.00' },
        fees: [{ name: 'WIX_FEE', rate: '2.5', amount: { value: '1.25' } }],
        total: { value: '51.25' },
        grandTotal: { value: '51.25' },
      },
    });
    const definition = (
      await owned('POST', '/events/v3/ticket-definitions/query', { query: { filter: { id: general.id } } })
    ).ticketDefinitions[0];
    expect(definition.salesDetails).toEqual({
      soldCount: 0,
      reservedCount: 2,
      unsoldCount: 98,
      soldOut: false,
    });
  });

  it('refuses what breaks the rules: hidden, not on sale, over the limits, unknown, and owner-only flags', async () => {
    const owners = (await available(t.ownerApiKey, { filter: { eventId, hidden: true } })).definitions;
    const crew = owners[0].id;
    const listed = (
      await owned('POST', '/events/v3/ticket-definitions/query', { query: { filter: { eventId } } })
    ).ticketDefinitions as { id: string; name: string }[];
    const idOf = (name: string) => listed.find((d) => d.name === name)?.id;
    const cases: [Record<string, unknown>[], number, string?][] = [
      [[{ ticketDefinitionId: crew, quantity: 1 }], 404],
      [[{ ticketDefinitionId: idOf('Late'), quantity: 1 }], 409, 'TICKET_SALE_NOT_STARTED'],
      [[{ ticketDefinitionId: idOf('General'), quantity: 21 }], 400],
      [[{ ticketDefinitionId: idOf('General'), quantity: 1, priceOverride: '30' }], 400],
      [[{ ticketDefinitionId: 'nope', quantity: 1 }], 404],
      [
        [
          { ticketDefinitionId: idOf('General'), quantity: 1 },
          { ticketDefinitionId: idOf('General'), quantity: 1 },
        ],
        400,
      ],
      [[], 400],
      [[{ ticketDefinitionId: idOf('General'), quantity: 0 }], 400],
    ];
    for (const [lines, status, code] of cases) {
      const response = await reserve(lines);
      expect(response.statusCode, `${JSON.stringify(lines)} ${response.body}`).toBe(status);
      if (code) expect(response.json().details.applicationError.code).toBe(code);
    }
    const flagged = await reserve([{ ticketDefinitionId: crew, quantity: 1 }], visitor, {
      allowHiddenTickets: true,
    });
    expect(flagged.statusCode).toBe(403);
    const byOwner = await reserve([{ ticketDefinitionId: crew, quantity: 1 }], t.ownerApiKey, {
      allowHiddenTickets: true,
    });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    const draft = await createEvent({ title: 'Draft Show' }, true);
    const onDraft = await call(
      'POST',
      '/events/v1/checkout/reservations',
      { eventId: draft.id, ticketQuantities: [{ ticketDefinitionId: crew, quantity: 1 }] },
      visitor,
    );
    expect(onDraft.statusCode).toBe(404);
  });

  it('takes a donation of at least the minimum', async () => {
    const donation = await createTicket(eventId, {
      name: 'Supporter',
      pricingMethod: { guestPrice: { value: '10' } },
    });
    const low = await reserve([{ ticketDefinitionId: donation.id, quantity: 1, priceOverride: '9.99' }]);
    expect(low.statusCode).toBe(400);
    const given = await reserve([{ ticketDefinitionId: donation.id, quantity: 1, priceOverride: '15' }]);
    expect(given.json().invoice.subTotal.value).toBe('15.00');
    expect(given.json().reservations[0].ticket.pricing).toMatchObject({
      pricingType: 'DONATION',
      minPrice: { value: '10.00' },
    });
  });

  it('never oversells: 100 buyers at once for 10 tickets hold exactly 10; once the holds expire, 10 more', async () => {
    const scarce = await createTicket(eventId, { name: 'Front Row', initialLimit: 10 });
    const buyers = await Promise.all(Array.from({ length: 100 }, () => t.visitorToken()));
    const attempt = () =>
      Promise.all(buyers.map((buyer) => reserve([{ ticketDefinitionId: scarce.id, quantity: 1 }], buyer)));
    const first = await attempt();
    const held = first.filter((response) => response.statusCode === 200);
    const refused = first.filter((response) => response.statusCode === 409);
    expect(held).toHaveLength(10);
    expect(refused).toHaveLength(90);
    expect(refused[0]?.json().details.applicationError).toMatchObject({
      code: 'TICKET_SOLD_OUT',
      description: 'Front Row tickets are sold out',
    });
    const soldOut = (await available()).definitions.find((d: { id: string }) => d.id === scarce.id);
    expect(soldOut).toMatchObject({ soldOut: true, limitPerCheckout: 0 });

    clock.advance(20 * 60_000 - 1);
    expect(await t.runDueJobs()).toBe(0);
    clock.advance(1);
    expect(await t.runDueJobs()).toBeGreaterThanOrEqual(10);
    expect(await t.runDueJobs()).toBe(0);
    const after = (
      await owned('POST', '/events/v3/ticket-definitions/query', { query: { filter: { id: scarce.id } } })
    ).ticketDefinitions[0];
    expect(after.salesDetails).toMatchObject({ reservedCount: 0, unsoldCount: 10, soldOut: false });

    // The buyers' tokens outlive 20 minutes; they try again.
    const second = await attempt();
    expect(second.filter((response) => response.statusCode === 200)).toHaveLength(10);
  });

  it('lets the owner alone hold past the limits, raising the actual limit to fit', async () => {
    const ticket = await createTicket(eventId, { name: 'Press', initialLimit: 2, limitPerCheckout: 1 });
    const over = [{ ticketDefinitionId: ticket.id, quantity: 3 }];
    expect((await reserve(over, visitor, { ignoreLimits: true })).statusCode).toBe(403);
    const held = await reserve(over, t.ownerApiKey, { ignoreLimits: true });
    expect(held.statusCode, held.body).toBe(200);
    const after = (
      await owned('POST', '/events/v3/ticket-definitions/query', { query: { filter: { id: ticket.id } } })
    ).ticketDefinitions[0];
    expect(after).toMatchObject({
      initialLimit: 2,
      actualLimit: 3,
      salesDetails: { reservedCount: 3, soldOut: true },
    });
    const next = await reserve([{ ticketDefinitionId: ticket.id, quantity: 1 }]);
    expect(next.json().details.applicationError.code).toBe('TICKET_SOLD_OUT');
  });

  it('cancels a hold once, by its buyer or the owner, and gives the tickets back', async () => {
    const ticket = await createTicket(eventId, { name: 'Balcony', initialLimit: 3 });
    const other = await t.visitorToken();
    const hold = (await reserve([{ ticketDefinitionId: ticket.id, quantity: 3 }])).json();
    const url = `/events/v1/checkout/reservations/${hold.id}?eventId=${eventId}`;
    expect((await call('DELETE', url, undefined, other)).statusCode).toBe(404);
    expect((await call('DELETE', url, undefined, visitor)).statusCode).toBe(200);
    const again = await call('DELETE', url, undefined, visitor);
    expect(again.statusCode).toBe(409);
    expect(again.json().details.applicationError.code).toBe('RESERVATION_NOT_PENDING');
    const left = (
      await owned('POST', '/events/v3/ticket-definitions/query', { query: { filter: { id: ticket.id } } })
    ).ticketDefinitions[0];
    expect(left.salesDetails.reservedCount).toBe(0);
    const byOwner = (await reserve([{ ticketDefinitionId: ticket.id, quantity: 1 }])).json();
    expect(
      (await call('DELETE', `/events/v1/checkout/reservations/${byOwner.id}?eventId=${eventId}`)).statusCode,
    ).toBe(200);
    await t.runDueJobs();
    expect(
      (await call('DELETE', `/events/v1/checkout/reservations/${byOwner.id}?eventId=${eventId}`)).statusCode,
    ).toBe(409);
  });

  it('keeps a ticket with holds from being deleted or limited below them', async () => {
    const ticket = await createTicket(eventId, { name: 'Standing', initialLimit: 5 });
    await reserve([{ ticketDefinitionId: ticket.id, quantity: 3 }]);
    const lower = await call('PATCH', `/events/v3/ticket-definitions/${ticket.id}`, {
      ticketDefinition: { initialLimit: 2 },
    });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().details.applicationError.code).toBe('TICKET_LIMIT_BELOW_SOLD');
    const raised = await owned('PATCH', `/events/v3/ticket-definitions/${ticket.id}`, {
      ticketDefinition: { initialLimit: 8 },
    });
    expect(raised.ticketDefinition.salesDetails).toMatchObject({ reservedCount: 3, unsoldCount: 5 });
    const removed = await call('DELETE', `/events/v3/ticket-definitions/${ticket.id}`);
    expect(removed.statusCode).toBe(409);
    const unused = await createTicket(eventId, { name: 'Unused' });
    expect((await call('DELETE', `/events/v3/ticket-definitions/${unused.id}`)).statusCode).toBe(200);
  });

  it('closes sales when the event is cancelled, ending its holds', async () => {
    const show = await createEvent({ title: 'Called Off' });
    const ticket = await createTicket(show.id, { name: 'Seat', initialLimit: 4 });
    await call(
      'POST',
      '/events/v1/checkout/reservations',
      { eventId: show.id, ticketQuantities: [{ ticketDefinitionId: ticket.id, quantity: 2 }] },
      visitor,
    );
    await owned('POST', `/events/v3/events/${show.id}/cancel`, {});
    const after = await call(
      'POST',
      '/events/v1/checkout/reservations',
      { eventId: show.id, ticketQuantities: [{ ticketDefinitionId: ticket.id, quantity: 1 }] },
      visitor,
    );
    expect(after.statusCode).toBe(409);
    expect(after.json().details.applicationError.code).toBe('REGISTRATION_CLOSED');
    const definition = (
      await owned('POST', '/events/v3/ticket-definitions/query', { query: { filter: { id: ticket.id } } })
    ).ticketDefinitions[0];
    expect(definition.salesDetails.reservedCount).toBe(0);
  });
});
