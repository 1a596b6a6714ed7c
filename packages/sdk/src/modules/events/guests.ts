import type { QueryGuestsRequest, QueryGuestsResponse } from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire } from '../../wire/index.js';

export type GuestPage = FromWire<QueryGuestsResponse>;
export type Guest = GuestPage['guests'][number];

/**
 * Everyone events expect (Wix's guests v2): RSVP guests, buyers and ticket holders. The filter
 * names the `eventId`; the owner and staff who check guests in may call it.
 */
export const queryGuests = defineMethod(
  ({ http }) =>
    async (query: NonNullable<QueryGuestsRequest['query']>): Promise<GuestPage> =>
      callRest<QueryGuestsResponse>(http, {
        method: 'POST',
        path: '/events/v2/guests/query',
        payload: { query },
      }),
);
