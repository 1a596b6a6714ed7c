import {
  BookingFormIdParamsSchema,
  BookingFormResponseSchema,
  CreateBookingFormRequestSchema,
  EmptyResponseSchema,
  QueryBookingFormsRequestSchema,
  QueryBookingFormsResponseSchema,
  UpdateBookingFormRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../../kernel/auth.js';
import { route } from '../../../kernel/http/route.js';
import type { FormsService } from './service.js';

const tags = ['Bookings'];
const BASE = '/bookings/v1/booking-forms';

/** Booking forms: visitors read them (a booking page asks their questions), the owner writes them. */
export function formRoutes(forms: FormsService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: BASE,
      access: 'owner',
      summary: 'Create a booking form: the questions asked beyond the contact details',
      tags,
      body: CreateBookingFormRequestSchema,
      response: BookingFormResponseSchema,
      handler: async ({ identity, body }) => ({
        bookingForm: await forms.createForm(siteOf(identity), body.bookingForm),
      }),
    });
    route(app, {
      method: 'GET',
      path: `${BASE}/:formId`,
      access: 'visitor',
      summary: 'Get a booking form with its questions',
      tags,
      params: BookingFormIdParamsSchema,
      response: BookingFormResponseSchema,
      handler: async ({ identity, params }) => ({
        bookingForm: await forms.getForm(siteOf(identity), params.formId),
      }),
    });
    route(app, {
      method: 'PATCH',
      path: `${BASE}/:formId`,
      access: 'owner',
      summary:
        "Replace a form's name and questions (a question sent with its id keeps it); a stale revision is refused",
      tags,
      params: BookingFormIdParamsSchema,
      body: UpdateBookingFormRequestSchema,
      response: BookingFormResponseSchema,
      handler: async ({ identity, params, body }) => ({
        bookingForm: await forms.updateForm(siteOf(identity), params.formId, body),
      }),
    });
    route(app, {
      method: 'DELETE',
      path: `${BASE}/:formId`,
      access: 'owner',
      summary: 'Delete a booking form no service asks (never the default)',
      tags,
      params: BookingFormIdParamsSchema,
      response: EmptyResponseSchema,
      handler: async ({ identity, params }) => forms.deleteForm(siteOf(identity), params.formId),
    });
    route(app, {
      method: 'POST',
      path: '/bookings/v2/services/booking-forms/query',
      access: 'visitor',
      summary: 'Query booking forms, each with the services asking it (and the default form when asked for)',
      tags,
      body: QueryBookingFormsRequestSchema,
      response: QueryBookingFormsResponseSchema,
      handler: async ({ identity, body }) => forms.queryBookingForms(siteOf(identity), body),
    });
  };
}
