import {
  BookingResponseSchema,
  CreateBookingRequestSchema,
  QueryAvailabilityRequestSchema,
  QueryAvailabilityResponseSchema,
  QueryServicesRequestSchema,
  QueryServicesResponseSchema,
} from '@bazaar/contracts';
import type { GatewayField } from './gateway-field.js';

/** Services, their bookable times, and booking one (a signed-in member books, as over REST). */
export const bookingsFields: GatewayField[] = [
  {
    name: 'bookingsServicesV2Services',
    on: ['query'],
    description: 'Bookable services: appointments, classes and courses',
    argument: { name: 'queryInput', schema: QueryServicesRequestSchema },
    call: (input) => ({ method: 'POST', url: '/bookings/v2/services/query', body: input }),
    answer: QueryServicesResponseSchema,
    list: 'services',
  },
  {
    name: 'bookingsAvailabilityCalendarV1QueryAvailability',
    on: ['query'],
    description: "Bookable times of services between two instants, in the caller's time zone",
    argument: { name: 'queryInput', schema: QueryAvailabilityRequestSchema },
    call: (input) => ({ method: 'POST', url: '/availability-calendar/v1/availability/query', body: input }),
    answer: QueryAvailabilityResponseSchema,
  },
  {
    name: 'bookingsBookingsV2CreateBooking',
    on: ['mutation'],
    description: 'Books a slot or a course for the signed-in member',
    argument: { name: 'input', schema: CreateBookingRequestSchema },
    call: (input) => ({ method: 'POST', url: '/bookings/v2/bookings', body: input }),
    answer: BookingResponseSchema,
  },
];
