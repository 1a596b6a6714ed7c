import type {
  HostedBookChooseRequest,
  HostedBookChooseResponse,
  HostedBookTimesRequest,
  HostedSessionRequest,
  QueryAvailabilityResponse,
  HostedBookPage as WireHostedBookPage,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire, SdkRequest } from '../../wire/index.js';

export type HostedBookPage = FromWire<WireHostedBookPage>;
export type HostedBookTimes = FromWire<QueryAvailabilityResponse>;
export type HostedBookChoice = SdkRequest<HostedBookChooseRequest>;

const BOOK = '/hosted/v1/book-session';

/**
 * The calls of the hosted "Book Online" page (a `bookingsBook` session), with the session's token
 * as the credential (`NoCredentials()`): the services it offers, their bookable times, and the
 * Booking Details link of the time chosen.
 */
export const hostedBookOnline = {
  getBookSession: defineMethod(
    ({ http }) =>
      async (request: HostedSessionRequest): Promise<HostedBookPage> =>
        callRest<WireHostedBookPage>(http, { method: 'POST', path: BOOK, payload: request }),
  ),
  /** Bookable times only, as `queryAvailability` answers them (at most 31 days at once). */
  getBookSessionTimes: defineMethod(
    ({ http }) =>
      async (request: HostedBookTimesRequest): Promise<HostedBookTimes> =>
        callRest<QueryAvailabilityResponse>(http, {
          method: 'POST',
          path: `${BOOK}/times`,
          payload: request,
        }),
  ),
  chooseBookSessionTime: defineMethod(
    ({ http }) =>
      async (request: HostedBookChoice): Promise<FromWire<HostedBookChooseResponse>> =>
        callRest<HostedBookChooseResponse>(http, {
          method: 'POST',
          path: `${BOOK}/choose`,
          payload: request,
        }),
  ),
};
