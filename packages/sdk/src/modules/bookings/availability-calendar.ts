import type {
  GetScheduleAvailabilityResponse,
  MultiSlotAvailabilityRequest,
  MultiSlotAvailabilityResponse,
  QueryAvailabilityRequest,
  QueryAvailabilityResponse,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath, type SdkRequest } from '../../wire/index.js';

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

/**
 * A course's spots as a whole, and whether it can be booked now (courses are booked whole, by their
 * schedule: `service.schedule.id`).
 */
export const getScheduleAvailability = defineMethod(
  ({ http }) =>
    async (scheduleId: string): Promise<FromWire<GetScheduleAvailabilityResponse>> =>
      callRest<GetScheduleAvailabilityResponse>(http, {
        method: 'GET',
        path: fillPath('/v2/availability/schedule/{scheduleId}', { scheduleId }),
      }),
);

/**
 * When appointments of several services can be booked back to back: one chain per start, each
 * service's part in `nestedTimeSlots` (appointments only).
 */
export const calculateMultiSlotAvailability = defineMethod(
  ({ http }) =>
    async (
      options: SdkRequest<MultiSlotAvailabilityRequest>,
    ): Promise<FromWire<MultiSlotAvailabilityResponse>> =>
      callRest<MultiSlotAvailabilityResponse>(http, {
        method: 'POST',
        path: '/v1/availability/multislot',
        payload: options,
      }),
);
