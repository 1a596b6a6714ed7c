import type {
  HostedEventCheckoutRequest,
  HostedEventOrderResponse,
  HostedEventQuantitiesRequest,
  HostedSessionRequest,
  HostedEventCheckout as WireHostedEventCheckout,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire, SdkRequest } from '../../wire/index.js';

export type HostedEventCheckout = FromWire<WireHostedEventCheckout>;
export type HostedEventOrderRequest = SdkRequest<HostedEventCheckoutRequest>;

const EVENT_CHECKOUT = '/hosted/v1/event-checkout-session';

/**
 * The calls of the hosted "Add your details" page (an `eventsCheckout` session), with the
 * session's token as the credential (`NoCredentials()`): the event and the held tickets, and
 * placing the order (paid tickets with a test card; a second-step card fails with code
 * PAYMENT_ACTION_REQUIRED, a hold that ran out with RESERVATION_EXPIRED).
 */
export const hostedEventCheckout = {
  getEventCheckoutSession: defineMethod(
    ({ http }) =>
      async (request: HostedSessionRequest): Promise<HostedEventCheckout> =>
        callRest<WireHostedEventCheckout>(http, { method: 'POST', path: EVENT_CHECKOUT, payload: request }),
  ),
  /** Changes how many of each held ticket the buyer wants; the page's data as it is then. */
  changeTicketQuantities: defineMethod(
    ({ http }) =>
      async (request: SdkRequest<HostedEventQuantitiesRequest>): Promise<HostedEventCheckout> =>
        callRest<WireHostedEventCheckout>(http, {
          method: 'POST',
          path: `${EVENT_CHECKOUT}/quantities`,
          payload: request,
        }),
  ),
  placeEventOrder: defineMethod(
    ({ http }) =>
      async (request: HostedEventOrderRequest): Promise<FromWire<HostedEventOrderResponse>> =>
        callRest<HostedEventOrderResponse>(http, {
          method: 'POST',
          path: `${EVENT_CHECKOUT}/checkout`,
          payload: request,
        }),
  ),
};
