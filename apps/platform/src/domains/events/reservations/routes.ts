import {
  CancelReservationParamsSchema,
  CancelReservationQuerySchema,
  CreateReservationRequestSchema,
  EmptyResponseSchema,
  ReservationSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../kernel/http/route.js';
import type { ReservationsService } from './service.js';

const tags = ['Events'];

/** Holding tickets while a buyer checks out (reference §2.7). */
export function reservationRoutes(reservations: ReservationsService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/events/v1/checkout/reservations',
      access: 'visitor',
      summary: 'Hold tickets for 20 minutes (ignoreLimits and allowHiddenTickets for the owner)',
      tags,
      body: CreateReservationRequestSchema,
      response: ReservationSchema,
      handler: async ({ identity, body }) => reservations.createReservation(identity, body),
    });
    route(app, {
      method: 'DELETE',
      path: '/events/v1/checkout/reservations/:id',
      access: 'visitor',
      summary: 'Cancel a pending reservation (its buyer or the owner); the tickets go back on sale',
      tags,
      params: CancelReservationParamsSchema,
      querystring: CancelReservationQuerySchema,
      response: EmptyResponseSchema,
      handler: async ({ identity, params, query }) =>
        reservations.cancelReservation(identity, params.id, query.eventId),
    });
  };
}
