import type {
  BookingPolicyInput,
  BookingPolicyResponse,
  SetDefaultBookingPolicyResponse,
  BookingPolicy as WireBookingPolicy,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { createQuery } from '../../query/builder.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath } from '../../wire/index.js';

export type BookingPolicy = FromWire<WireBookingPolicy>;

const BASE = '/bookings/v1/booking-policies';

/** Creates a policy (the owner); rules left out take the defaults. As the official module does, the policy itself. */
export const createBookingPolicy = defineMethod(
  ({ http }) =>
    async (bookingPolicy: BookingPolicyInput): Promise<BookingPolicy> =>
      (
        await callRest<BookingPolicyResponse>(http, {
          method: 'POST',
          path: BASE,
          payload: { bookingPolicy },
        })
      ).bookingPolicy,
  { elevated: true },
);

export const getBookingPolicy = defineMethod(
  ({ http }) =>
    async (bookingPolicyId: string): Promise<BookingPolicy> =>
      (
        await callRest<BookingPolicyResponse>(http, {
          method: 'GET',
          path: fillPath(`${BASE}/{bookingPolicyId}`, { bookingPolicyId }),
        })
      ).bookingPolicy,
);

/** Changes the rules sent (or those `mask` names); pass the `revision` read to refuse a stale write. */
export const updateBookingPolicy = defineMethod(
  ({ http }) =>
    async (
      bookingPolicyId: string,
      bookingPolicy: BookingPolicyInput & { revision?: string },
      options: { mask?: string } = {},
    ): Promise<BookingPolicy> =>
      (
        await callRest<BookingPolicyResponse>(http, {
          method: 'PATCH',
          path: fillPath(`${BASE}/{bookingPolicyId}`, { bookingPolicyId }),
          payload: { bookingPolicy, ...options },
        })
      ).bookingPolicy,
  { elevated: true },
);

/** Makes a policy the site's default; answers with it and the one it replaced. */
export const setDefaultBookingPolicy = defineMethod(
  ({ http }) =>
    async (bookingPolicyId: string): Promise<FromWire<SetDefaultBookingPolicyResponse>> =>
      callRest<SetDefaultBookingPolicyResponse>(http, {
        method: 'POST',
        path: `${BASE}/${encodeURIComponent(bookingPolicyId)}:setDefault`,
        payload: {},
      }),
  { elevated: true },
);

export const deleteBookingPolicy = defineMethod(
  ({ http }) =>
    async (bookingPolicyId: string): Promise<void> => {
      await callRest(http, {
        method: 'DELETE',
        path: fillPath(`${BASE}/{bookingPolicyId}`, { bookingPolicyId }),
      });
    },
  { elevated: true },
);

/** `queryBookingPolicies().eq('default', true).find()`. */
export const queryBookingPolicies = defineMethod(
  ({ http }) =>
    () =>
      createQuery<BookingPolicy>({
        http,
        method: 'POST',
        path: `${BASE}/query`,
        itemsKey: 'bookingPolicies',
        metadataKey: 'pagingMetadata',
        paging: 'offset',
      }),
);
