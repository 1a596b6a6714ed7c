import type { QueryAvailabilityRequest, QueryAvailabilityResponse } from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire, SdkRequest } from '../../wire/index.js';

/**
 * The bookable slots of services in a range, as `@wix/bookings`' `availabilityCalendar` names it:
 * `queryAvailability({ filter: { serviceId: [id], startDate, endDate } }, { timezone: 'UTC' })`.
 * Slot dates stay ISO strings (the official module does not turn them into Dates either).
 */
export const queryAvailability = defineMethod(
  ({ http }) =>
    async (
      query: SdkRequest<QueryAvailabilityRequest>['query'],
      options: { timezone?: string; slotsPerDay?: number } = {},
    ): Promise<FromWire<QueryAvailabilityResponse>> =>
      callRest<QueryAvailabilityResponse>(http, {
        method: 'POST',
        path: '/availability-calendar/v1/availability/query',
        payload: { query, ...options },
      }),
);
