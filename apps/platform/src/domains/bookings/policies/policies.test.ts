import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../kernel/db/sql.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { BOOKING_POLICY_FQDN } from '../events.js';

describe.each(testDialects)('booking policies on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    visitor = await t.visitorToken();
  });
  afterAll(() => t.close());

  const call = (
    method: 'POST' | 'PATCH' | 'GET' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    authorization = t.ownerApiKey,
  ) => t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const create = (bookingPolicy: Record<string, unknown>, authorization = t.ownerApiKey) =>
    call('POST', '/bookings/v1/booking-policies', { bookingPolicy }, authorization);

  it('gives every site a default policy with Wix’s defaults, under the id its services name', async () => {
    const service = (
      await call('POST', '/bookings/v2/services', { service: { type: 'APPOINTMENT', name: 'Massage' } })
    ).json().service;
    const answer = await call(
      'GET',
      `/bookings/v1/booking-policies/${service.bookingPolicy.id}`,
      undefined,
      visitor,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().bookingPolicy).toMatchObject({
      id: service.bookingPolicy.id,
      default: true,
      limitLateBookingPolicy: { enabled: false },
      cancellationPolicy: { enabled: true, limitLatestCancellation: false },
      waitlistPolicy: { enabled: false },
    });
    const listed = await call('POST', '/_api/bookings/v2/services/policies/query', { query: {} }, visitor);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().bookingPolicies).toEqual([
      expect.objectContaining({
        bookingPolicy: expect.objectContaining({ id: service.bookingPolicy.id }),
        services: [{ id: service.id, name: 'Massage' }],
        connectedServices: 1,
      }),
    ]);
  });

  it('creates a policy from the rules sent, the rest defaulted, and updates the rules the mask names', async () => {
    const created = await create({
      name: 'Strict',
      cancellationPolicy: { limitLatestCancellation: true, latestCancellationInMinutes: 1440 },
      waitlistPolicy: { enabled: true, capacity: 3 },
    });
    expect(created.statusCode).toBe(200);
    const policy = created.json().bookingPolicy;
    expect(policy).toMatchObject({
      name: 'Strict',
      default: false,
      revision: '1',
      cancellationPolicy: { enabled: true, limitLatestCancellation: true, latestCancellationInMinutes: 1440 },
      waitlistPolicy: { enabled: true, capacity: 3, reservationTimeInMinutes: 10 },
      participantsPolicy: { enabled: false },
    });
    const updated = await call('PATCH', `/bookings/v1/booking-policies/${policy.id}`, {
      bookingPolicy: { revision: '1', name: 'Ignored', reschedulePolicy: { enabled: false } },
      mask: 'reschedulePolicy',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().bookingPolicy).toMatchObject({
      name: 'Strict',
      revision: '2',
      reschedulePolicy: { enabled: false, latestRescheduleInMinutes: 1440 },
    });
    const stale = await call('PATCH', `/bookings/v1/booking-policies/${policy.id}`, {
      bookingPolicy: { revision: '1', name: 'Late' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.applicationError.code).toBe('REVISION_MISMATCH');
  });

  it('refuses rules that contradict or are out of range, and writes from anyone but the owner', async () => {
    const contradicting = await create({
      name: 'Both',
      limitLateBookingPolicy: { enabled: true, latestBookingInMinutes: 60 },
      bookAfterStartPolicy: { enabled: true },
    });
    expect(contradicting.statusCode).toBe(400);
    expect(contradicting.json().details.validationError.fieldViolations[0].field).toBe(
      'bookingPolicy.bookAfterStartPolicy.enabled',
    );
    expect(
      (await create({ name: 'Negative', limitLateBookingPolicy: { latestBookingInMinutes: -5 } })).statusCode,
    ).toBe(400);
    expect((await create({ name: '' })).statusCode).toBe(400);
    expect((await create({ name: 'Visitor' }, visitor)).statusCode).toBe(403);
    expect((await call('GET', '/bookings/v1/booking-policies/nope', undefined, visitor)).statusCode).toBe(
      404,
    );
    const wrongMask = await call('PATCH', '/bookings/v1/booking-policies/nope', {
      bookingPolicy: { name: 'x' },
      mask: 'siteId',
    });
    expect(wrongMask.statusCode).toBe(400);
  });

  it('makes another policy the default, announcing the new and the previous one, and never deletes the default', async () => {
    const { bookingPolicy: fresh } = (await create({ name: 'Relaxed' })).json();
    const before = (
      await call('POST', '/bookings/v1/booking-policies/query', { query: { filter: { default: true } } })
    ).json().bookingPolicies[0];
    const set = await call('POST', `/bookings/v1/booking-policies/${fresh.id}:setDefault`, {});
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      currentDefaultBookingPolicy: { id: fresh.id, default: true },
      previousDefaultBookingPolicy: { id: before.id, default: false },
    });
    const events = await t.db.all<{ action: string; entity_id: string }>(
      sql`SELECT action, entity_id FROM outbox WHERE entity_fqdn = ${BOOKING_POLICY_FQDN} ORDER BY seq`,
    );
    expect(events.at(-1)).toEqual({ action: 'default_booking_policy_set', entity_id: fresh.id });
    const refused = await call('DELETE', `/bookings/v1/booking-policies/${fresh.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.applicationError.code).toBe('DEFAULT_POLICY_CANNOT_BE_DELETED');
    // The old default is still followed by the service made earlier, so it stays.
    const inUse = await call('DELETE', `/bookings/v1/booking-policies/${before.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().details.applicationError.code).toBe('POLICY_IN_USE');
    const { bookingPolicy: spare } = (await create({ name: 'Spare' })).json();
    expect((await call('DELETE', `/bookings/v1/booking-policies/${spare.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/bookings/v1/booking-policies/${spare.id}`)).statusCode).toBe(404);
    expect(
      (await call('POST', `/bookings/v1/booking-policies/${fresh.id}/set-default`, {}, visitor)).statusCode,
    ).toBe(403);
  });

  it('keeps the settings’ notice and advance limits as the default policy’s', async () => {
    const patched = await call('PATCH', '/bookings/v1/settings', {
      settings: { bookingPolicy: { minNoticeMinutes: 90, maxDaysInAdvance: 14 } },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().settings.bookingPolicy).toMatchObject({
      minNoticeMinutes: 90,
      maxDaysInAdvance: 14,
    });
    const { bookingPolicy } = (
      await call('GET', `/bookings/v1/booking-policies/${patched.json().settings.bookingPolicy.id}`)
    ).json();
    expect(bookingPolicy).toMatchObject({
      default: true,
      limitLateBookingPolicy: { enabled: true, latestBookingInMinutes: 90 },
      limitEarlyBookingPolicy: { enabled: true, earliestBookingInMinutes: 14 * 1440 },
    });
  });
});
