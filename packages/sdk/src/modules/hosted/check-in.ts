import type { QueryEventsResponse } from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire } from '../../wire/index.js';

export type CheckInEvents = FromWire<QueryEventsResponse>;

/** The hosted check-in page's own call: the events its staff member checks guests in at. */
export const hostedCheckIn = {
  listEvents: defineMethod(
    ({ http }) =>
      async (): Promise<CheckInEvents> =>
        callRest<QueryEventsResponse>(http, { method: 'GET', path: '/hosted/v1/check-in/events' }),
  ),
};
