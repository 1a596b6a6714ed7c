import {
  BulkByFilterResponseSchema,
  BulkCreateServicesRequestSchema,
  BulkDeleteServicesByFilterRequestSchema,
  BulkDeleteServicesRequestSchema,
  BulkServicesResponseSchema,
  BulkUpdateServicesByFilterRequestSchema,
  BulkUpdateServicesRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../../kernel/auth.js';
import { route } from '../../../kernel/http/route.js';
import type { ServiceCalls } from './service-calls.js';

const tags = ['Bookings'];

/** Bulk writes of services, for the owner. The official module requests these paths without `/_api`. */
export function bulkServiceRoutes(calls: ServiceCalls) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/bookings/v2/bulk/services/create',
      access: 'owner',
      summary: 'Create up to 100 services; each fails alone',
      tags,
      body: BulkCreateServicesRequestSchema,
      response: BulkServicesResponseSchema,
      handler: async ({ identity, body }) => calls.bulkCreateServices(siteOf(identity), body),
    });

    route(app, {
      method: 'POST',
      path: '/bookings/v2/bulk/services/update',
      access: 'owner',
      summary: 'Update up to 100 services, each by its own mask; each fails alone',
      tags,
      body: BulkUpdateServicesRequestSchema,
      response: BulkServicesResponseSchema,
      handler: async ({ identity, body }) => calls.bulkUpdateServices(siteOf(identity), body),
    });

    route(app, {
      method: 'POST',
      path: '/bookings/v2/bulk/services/update-by-filter',
      access: 'owner',
      summary: 'Make one change to every service a filter matches (at most 100)',
      tags,
      body: BulkUpdateServicesByFilterRequestSchema,
      response: BulkByFilterResponseSchema,
      handler: async ({ identity, body }) => calls.bulkUpdateServicesByFilter(siteOf(identity), body),
    });

    route(app, {
      method: 'POST',
      path: '/bookings/v2/bulk/services/delete',
      access: 'owner',
      summary: 'Delete up to 100 services; each fails alone',
      tags,
      body: BulkDeleteServicesRequestSchema,
      response: BulkServicesResponseSchema,
      handler: async ({ identity, body }) => calls.bulkDeleteServices(siteOf(identity), body),
    });

    route(app, {
      method: 'POST',
      path: '/bookings/v2/bulk/services/delete-by-filter',
      access: 'owner',
      summary: 'Delete every service a filter matches (at most 100)',
      tags,
      body: BulkDeleteServicesByFilterRequestSchema,
      response: BulkByFilterResponseSchema,
      handler: async ({ identity, body }) => calls.bulkDeleteServicesByFilter(siteOf(identity), body),
    });
  };
}
