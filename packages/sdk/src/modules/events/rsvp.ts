import type { CreateRsvpRequest, ListRsvpQuery, ListRsvpResponse, Rsvp as WireRsvp } from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire } from '../../wire/index.js';

const RSVP_DATE_KEYS = ['created', 'modified'] as const;
type RsvpDateKey = (typeof RSVP_DATE_KEYS)[number];

export type Rsvp = FromWire<WireRsvp, RsvpDateKey>;

const PATH = '/events/v1/rsvp';

/** Answers an RSVP event: YES within its guest limit, WAITING on its waitlist when full, or NO. */
export const createRsvp = defineMethod(
  ({ http }) =>
    async (eventId: string, options: Omit<CreateRsvpRequest, 'eventId'>): Promise<{ rsvp: Rsvp }> =>
      callRest<{ rsvp: WireRsvp }, RsvpDateKey>(http, {
        method: 'POST',
        path: PATH,
        payload: { ...options, eventId },
        dateKeys: RSVP_DATE_KEYS,
      }),
);

/** The guest list (the owner's), or the caller's own answers. */
export const listRsvp = defineMethod(
  ({ http }) =>
    async (options: ListRsvpQuery = {}): Promise<FromWire<ListRsvpResponse, RsvpDateKey>> =>
      callRest<ListRsvpResponse, RsvpDateKey>(http, {
        method: 'GET',
        path: PATH,
        payload: options,
        dateKeys: RSVP_DATE_KEYS,
      }),
);

/** Withdraws answers; freed places go to the waitlist in order. */
export const deleteRsvp = defineMethod(
  ({ http }) =>
    async (eventId: string, options: { rsvpId: string[] }): Promise<void> => {
      await callRest(http, { method: 'DELETE', path: PATH, payload: { eventId, ...options } });
    },
);

type GuestChoice = { rsvpId: string; guestId?: number[] };

/** Lets the guests of a YES answer in, each once (all of them when none is named). */
export const checkInRsvp = defineMethod(
  ({ http }) =>
    async (eventId: string, options: GuestChoice): Promise<{ rsvp: Rsvp }> =>
      callRest<{ rsvp: WireRsvp }, RsvpDateKey>(http, {
        method: 'POST',
        path: `${PATH}/check-in`,
        payload: { ...options, eventId },
        dateKeys: RSVP_DATE_KEYS,
      }),
);

/** Undoes guests' check-in made by mistake (all of the answer's when none is named). */
export const deleteRsvpCheckIn = defineMethod(
  ({ http }) =>
    async (eventId: string, options: GuestChoice): Promise<{ rsvp: Rsvp }> =>
      callRest<{ rsvp: WireRsvp }, RsvpDateKey>(http, {
        method: 'DELETE',
        path: `${PATH}/check-in`,
        payload: { ...options, eventId },
        dateKeys: RSVP_DATE_KEYS,
      }),
);
