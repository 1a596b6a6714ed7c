import type {
  BookingFormInput,
  UpdateBookingFormRequest,
  BookingForm as WireBookingForm,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath } from '../../wire/index.js';

/** A booking form: the questions asked beyond the contact details (this platform's own API). */
export type BookingForm = FromWire<WireBookingForm>;

const BASE = '/bookings/v1/booking-forms';
type FormResponse = { bookingForm: WireBookingForm };

export const createBookingForm = defineMethod(
  ({ http }) =>
    async (bookingForm: BookingFormInput): Promise<BookingForm> =>
      (await callRest<FormResponse>(http, { method: 'POST', path: BASE, payload: { bookingForm } }))
        .bookingForm,
  { elevated: true },
);

export const getBookingForm = defineMethod(
  ({ http }) =>
    async (formId: string): Promise<BookingForm> =>
      (await callRest<FormResponse>(http, { method: 'GET', path: fillPath(`${BASE}/{formId}`, { formId }) }))
        .bookingForm,
);

/** Replaces the name and questions; a question sent with its id keeps it (and the answers to it). */
export const updateBookingForm = defineMethod(
  ({ http }) =>
    async (formId: string, request: UpdateBookingFormRequest): Promise<BookingForm> =>
      (
        await callRest<FormResponse>(http, {
          method: 'PATCH',
          path: fillPath(`${BASE}/{formId}`, { formId }),
          payload: request,
        })
      ).bookingForm,
  { elevated: true },
);

export const deleteBookingForm = defineMethod(
  ({ http }) =>
    async (formId: string): Promise<void> => {
      await callRest<Record<string, never>>(http, {
        method: 'DELETE',
        path: fillPath(`${BASE}/{formId}`, { formId }),
      });
    },
  { elevated: true },
);
