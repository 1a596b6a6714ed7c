import { guests, rsvp } from '@wix/events';
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsTestCalls } from '../domains/events/test-calls.js';
import { testDialects } from '../testing/databases.js';
import { type CompatPlatform, startCompatPlatform } from '../testing/wix-compat.js';

/** The official events `rsvp` and `guests` modules, unmodified: the owner reads and changes the guest list. */
describe.each(testDialects)('official events rsvp module against the platform on %s', (dialect) => {
  let t: CompatPlatform;
  const events = eventsTestCalls(() => t);

  beforeAll(async () => {
    t = await startCompatPlatform(dialect);
  });
  afterAll(() => t.close());

  it('reads, queries, moves and checks in answers', async () => {
    const event = await events.createEvent({
      title: 'Garden Day',
      registration: { initialType: 'RSVP', rsvp: { responseType: 'YES_AND_NO' } },
    });
    const owner = createClient({
      modules: { rsvp, guests },
      auth: ApiKeyStrategy({ apiKey: t.ownerApiKey, siteId: t.siteId }),
    });
    const made = await owner.rsvp.createRsvp({
      eventId: event.id,
      status: rsvp.RsvpStatus.YES,
      form: {
        inputValues: [
          { inputName: 'firstName', value: 'Ana' },
          { inputName: 'lastName', value: 'Guest' },
          { inputName: 'email', value: 'ana@example.com' },
          { inputName: 'additionalGuests', value: '1' },
        ],
      },
    });
    const id = made.rsvp?._id ?? '';
    expect((await owner.rsvp.getRsvp(id, { eventId: event.id }))?.firstName).toBe('Ana');
    const queried = await owner.rsvp.queryRsvp({ filter: { eventId: event.id } });
    expect(queried.rsvps?.map((answer) => answer._id)).toEqual([id]);
    const checkedIn = await owner.rsvp.checkInRsvp(event.id, { rsvpId: id, guestId: [1] });
    expect(checkedIn.rsvp?.guests?.map((guest) => Boolean(guest.checkIn))).toEqual([false, true]);
    const undone = await owner.rsvp.deleteRsvpCheckIn(event.id, { rsvpId: id, guestId: [1] });
    expect(undone.rsvp?.guests?.[1]?.checkIn).toBeUndefined();
    const moved = await owner.rsvp.updateRsvp(id, event.id, {
      fields: ['status'],
      status: rsvp.RsvpStatus.NO,
    });
    expect(moved.rsvp?.status).toBe('NO');
    const back = await owner.rsvp.bulkUpdateRsvp(event.id, { rsvpId: [id], status: rsvp.RsvpStatus.YES });
    expect(back.rsvps?.map((answer) => answer.status)).toEqual(['YES']);

    // The same answer in the guest list of the official guests module.
    const listed = await owner.guests.queryGuests().eq('eventId', event.id).find();
    expect(listed.items.map((guest) => [guest.rsvpId, guest.guestType, guest.totalGuests])).toEqual([
      [id, 'RSVP', 2],
    ]);
  });
});
