import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { pendingEvents } from '../../../kernel/events.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { EVENT_FQDN } from '../events.js';
import { eventsTestCalls } from '../test-calls.js';

describe.each(testDialects)('events v3 on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  const clock = new ManualClock('2030-06-01T12:00:00.000Z');
  const { call, owned, concert, createEvent } = eventsTestCalls(() => t);

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    visitor = await t.visitorToken();
  });
  afterAll(() => t.close());

  it('creates a published event as the official module reads it, with its dates written in its own zone', async () => {
    const event = await createEvent({
      description: {
        nodes: [{ type: 'PARAGRAPH', id: 'p1', nodes: [{ type: 'TEXT', textData: { text: 'Hi' } }] }],
      },
      categories: ['Music', 'Music', 'Evenings'],
    });
    expect(event).toMatchObject({
      title: 'Fado Night',
      slug: 'fado-night',
      status: 'UPCOMING',
      location: { type: 'VENUE', address: { city: 'Lisboa' } },
      registration: {
        type: 'TICKETING',
        status: 'OPEN_TICKETS',
        tickets: { soldOut: false, currency: 'USD' },
      },
      eventPageUrl: { path: '/tickets/fado-night' },
      description: { nodes: [{ type: 'PARAGRAPH', id: 'p1' }] },
      publishedDate: '2030-06-01T12:00:00.000Z',
    });
    // 19:00 UTC is 20:00 in Lisbon in June (WEST, UTC+1).
    expect(event.dateAndTimeSettings.formatted).toEqual({
      dateAndTime: 'June 14, 2030, 8:00 PM – 11:00 PM',
      startDate: 'June 14, 2030',
      startTime: '8:00 PM',
      endDate: 'June 14, 2030',
      endTime: '11:00 PM',
    });
    expect(event.categories.map((category: { name: string }) => category.name)).toEqual([
      'Music',
      'Evenings',
    ]);
    const second = await createEvent();
    expect(second.slug).toBe('fado-night-2');
  });

  it('refuses bad input with a validation error and writes nothing', async () => {
    const before = (await owned('POST', '/events/v3/events/query', { includeDrafts: true })).pagingMetadata
      .total;
    const cases = [
      concert({
        dateAndTimeSettings: {
          startDate: '2030-06-14T19:00:00Z',
          endDate: '2030-06-14T18:00:00Z',
          timeZoneId: 'Europe/Lisbon',
        },
      }),
      concert({
        dateAndTimeSettings: {
          startDate: '2030-06-14T19:00:00Z',
          endDate: '2030-06-14T22:00:00Z',
          timeZoneId: 'Mars/Olympus',
        },
      }),
      concert({ description: { nodes: [{ type: 'BLINK' }] } }),
      concert({ slug: 'Not A Slug' }),
      concert({ registration: { initialType: 'EXTERNAL' } }),
      concert({ title: '' }),
      concert({ location: { type: 'MOON' } }),
    ];
    for (const event of cases) {
      const response = await call('POST', '/events/v3/events', { event });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details.validationError.fieldViolations.length).toBeGreaterThan(0);
    }
    expect(
      (await owned('POST', '/events/v3/events/query', { includeDrafts: true })).pagingMetadata.total,
    ).toBe(before);
    const taken = await call('POST', '/events/v3/events', { event: concert({ slug: 'fado-night' }) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details.applicationError.code).toBe('SLUG_ALREADY_EXISTS');
  });

  it('keeps drafts from visitors until published, then announces it', async () => {
    const draft = await createEvent({ title: 'Secret Gig' }, true);
    expect(draft.status).toBe('DRAFT');
    expect((await call('GET', `/events/v3/events/${draft.id}`, undefined, visitor)).statusCode).toBe(404);
    expect((await call('GET', `/events/v3/events/slug/secret-gig`, undefined, visitor)).statusCode).toBe(404);
    const seen = (await call('POST', '/events/v3/events/query', { includeDrafts: true }, visitor)).json();
    expect(seen.events.map((event: { id: string }) => event.id)).not.toContain(draft.id);
    const owners = (await owned('POST', '/events/v3/events/query', { includeDrafts: true })).events;
    expect(owners.map((event: { id: string }) => event.id)).toContain(draft.id);

    const published = await owned('POST', `/events/v3/events/${draft.id}/publish`, {});
    expect(published.event.status).toBe('UPCOMING');
    const again = await call('POST', `/events/v3/events/${draft.id}/publish`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().details.applicationError.code).toBe('EVENT_NOT_DRAFT');
    const read = await call(
      'GET',
      `/events/v3/events/slug/secret-gig?fields=DETAILS&fields=URLS`,
      undefined,
      visitor,
    );
    expect(read.statusCode).toBe(200);
    expect(read.json().event.eventPageUrl).toBeDefined();
    const events = await pendingEvents(t.db, 1_000);
    expect(
      events.some((e) => e.entityFqdn === EVENT_FQDN && e.action === 'published' && e.entityId === draft.id),
    ).toBe(true);
  });

  it('asks for parts: without fields every part comes, with fields the base and those asked for', async () => {
    const event = await createEvent({ title: 'Parts', detailedDescription: 'Long text' });
    const all = (await call('GET', `/events/v3/events/${event.id}`, undefined, visitor)).json().event;
    expect(all).toMatchObject({
      detailedDescription: 'Long text',
      eventPageUrl: expect.any(Object),
      categories: [],
    });
    const some = (await call('GET', `/events/v3/events/${event.id}?fields=URLS`, undefined, visitor)).json()
      .event;
    expect(some.eventPageUrl).toBeDefined();
    expect(some.detailedDescription).toBeUndefined();
    expect(some.categories).toBeUndefined();
    expect(
      (await call('GET', `/events/v3/events/${event.id}?fields=NOPE`, undefined, visitor)).statusCode,
    ).toBe(400);
  });

  it('updates the fields sent, keeps the registration type, and checks the revision', async () => {
    const event = await createEvent({ title: 'Update Me' });
    const updated = await owned('PATCH', `/events/v3/events/${event.id}`, {
      event: { id: event.id, title: 'Updated', revision: event.revision },
    });
    expect(updated.event).toMatchObject({ title: 'Updated', slug: 'update-me', revision: '2' });
    const stale = await call('PATCH', `/events/v3/events/${event.id}`, {
      event: { title: 'x', revision: '1' },
    });
    expect(stale.statusCode).toBe(409);
    const retype = await call('PATCH', `/events/v3/events/${event.id}`, {
      event: { registration: { initialType: 'RSVP' } },
    });
    expect(retype.statusCode).toBe(400);
    expect(
      (await call('PATCH', `/events/v3/events/${event.id}`, { event: { title: 'x' } }, visitor)).statusCode,
    ).toBe(403);
  });

  it('derives the status from the clock and records the start and end once, by the job runner', async () => {
    const event = await createEvent({
      title: 'Timed',
      dateAndTimeSettings: {
        startDate: '2030-06-02T10:00:00.000Z',
        endDate: '2030-06-02T11:00:00.000Z',
        timeZoneId: 'America/New_York',
      },
    });
    const startedFilter = { query: { filter: { status: 'STARTED', title: 'Timed' } } };
    clock.set('2030-06-02T10:30:00.000Z');
    // The owner reads here: a visitor's token, issued at the suite's start, has expired by now.
    expect((await call('GET', `/events/v3/events/${event.id}`)).json().event.status).toBe('STARTED');
    await t.runDueJobs();
    expect((await owned('POST', '/events/v3/events/query', startedFilter)).events).toHaveLength(1);
    clock.set('2030-06-02T11:00:00.000Z');
    await t.runDueJobs();
    await t.runDueJobs();
    const ended = (await call('GET', `/events/v3/events/${event.id}`)).json().event;
    expect(ended).toMatchObject({ status: 'ENDED', registration: { status: 'CLOSED_AUTOMATICALLY' } });
    const changes = (await pendingEvents(t.db, 1_000)).filter((e) => e.entityId === event.id);
    expect(changes.filter((e) => e.action === 'started')).toHaveLength(1);
    expect(changes.filter((e) => e.action === 'ended')).toHaveLength(1);
    const counted = await owned('POST', '/events/v3/events/count-by-status', {
      filter: { title: 'Timed' },
      facet: ['status'],
    });
    expect(counted).toEqual({ facets: { status: { counts: { ENDED: 1 } } }, pagingMetadata: { total: 1 } });
    clock.set('2030-06-01T12:00:00.000Z');
    // The token cache remembers a token it saw expire; a visitor would sign in again.
    visitor = await t.visitorToken();
  });

  it('cancels and deletes, one by one and by filter', async () => {
    const one = await createEvent({ title: 'Cancel One' });
    const canceled = await owned('POST', `/events/v3/events/${one.id}/cancel`, {});
    expect(canceled.event).toMatchObject({
      status: 'CANCELED',
      registration: { status: 'CLOSED_AUTOMATICALLY' },
    });
    expect((await call('POST', `/events/v3/events/${one.id}/cancel`, {})).statusCode).toBe(409);
    expect((await call('PATCH', `/events/v3/events/${one.id}`, { event: { title: 'x' } })).statusCode).toBe(
      409,
    );

    await createEvent({ title: 'Bulk A', categories: ['bulk'] });
    await createEvent({ title: 'Bulk B' });
    await owned('POST', '/events/v3/bulk/events/cancel-by-filter', {
      filter: { filter: { title: { $startsWith: 'Bulk' } } },
    });
    const bulk = await owned('POST', '/events/v3/events/query', {
      query: { filter: { title: { $startsWith: 'Bulk' } } },
    });
    expect(bulk.events.map((event: { status: string }) => event.status)).toEqual(['CANCELED', 'CANCELED']);
    await owned('POST', '/events/v3/bulk/events/delete-by-filter', {
      filter: { filter: { title: { $startsWith: 'Bulk' } } },
    });
    expect(
      (
        await owned('POST', '/events/v3/events/query', {
          query: { filter: { title: { $startsWith: 'Bulk' } } },
        })
      ).events,
    ).toEqual([]);

    expect((await call('DELETE', `/events/v3/events/${one.id}`, undefined, visitor)).statusCode).toBe(403);
    expect((await call('DELETE', `/events/v3/events/${one.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/events/v3/events/${one.id}`)).statusCode).toBe(404);
    const badFilter = await call('POST', '/events/v3/bulk/events/delete-by-filter', {
      filter: { filter: { nope: 1 } },
    });
    expect(badFilter.statusCode).toBe(400);
  });

  it('clones an event with its tickets, under a new slug', async () => {
    const original = await createEvent({ title: 'Cloned' });
    await owned('POST', '/events/v3/ticket-definitions', {
      ticketDefinition: {
        eventId: original.id,
        name: 'VIP',
        pricingMethod: { fixedPrice: { value: '80' } },
        initialLimit: 5,
      },
    });
    const clone = (
      await owned('POST', `/events/v3/events/${original.id}/clone`, { event: { shortDescription: 'Again' } })
    ).event;
    expect(clone).toMatchObject({
      title: 'Cloned',
      slug: 'cloned-2',
      shortDescription: 'Again',
      status: 'UPCOMING',
    });
    const tickets = await owned('POST', '/events/v3/ticket-definitions/query', {
      query: { filter: { eventId: clone.id } },
    });
    expect(tickets.ticketDefinitions).toMatchObject([
      { name: 'VIP', initialLimit: 5, salesDetails: { soldCount: 0 } },
    ]);
    expect(clone.registration.tickets).toMatchObject({
      lowestPrice: { value: '80.00' },
      highestPrice: { value: '80.00' },
    });
  });

  it('lets visitors read but never write', async () => {
    expect((await call('POST', '/events/v3/events', { event: concert() }, visitor)).statusCode).toBe(403);
    expect((await call('POST', '/events/v3/events', { event: concert() }, '')).statusCode).toBe(401);
    const list = await call('POST', '/events/v3/events/query', { query: { paging: { limit: 2 } } }, visitor);
    expect(list.statusCode).toBe(200);
    expect(list.json().events).toHaveLength(2);
    expect(list.json().pagingMetadata).toMatchObject({ count: 2, offset: 0 });
  });

  it('lists events oldest first unless a sort is asked for, as Wix does (not by date)', async () => {
    const made: { id: string }[] = [];
    for (const [title, day] of [
      ['Autumn', '2030-10-01'],
      ['Spring', '2030-07-01'],
      ['Summer', '2030-08-01'],
    ] as const) {
      clock.advance(1000);
      made.push(
        await createEvent({
          title,
          dateAndTimeSettings: {
            startDate: `${day}T19:00:00.000Z`,
            endDate: `${day}T22:00:00.000Z`,
            timeZoneId: 'Europe/Lisbon',
          },
        }),
      );
    }
    const titles = async (query: Record<string, unknown>) =>
      (
        await call(
          'POST',
          '/events/v3/events/query',
          { query: { filter: { id: { $in: made.map((event) => event.id) } }, ...query } },
          visitor,
        )
      )
        .json()
        .events.map((event: { title: string }) => event.title);
    expect(await titles({})).toEqual(['Autumn', 'Spring', 'Summer']);
    expect(await titles({ sort: [{ fieldName: 'dateAndTimeSettings.startDate', order: 'ASC' }] })).toEqual([
      'Spring',
      'Summer',
      'Autumn',
    ]);
  });
});
