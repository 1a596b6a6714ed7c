import {
  CreateServiceRequestSchema,
  DeleteServiceQuerySchema,
  EmptyResponseSchema,
  QueryServicesRequestSchema,
  QueryServicesResponseSchema,
  ServiceIdParamsSchema,
  ServiceResponseSchema,
  SiteRoles,
  UpdateServiceRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../../kernel/auth.js';
import { route } from '../../../kernel/http/route.js';
import type { ServicesService } from './service.js';

const tags = ['Bookings'];

/**
 * Services: reads for visitors (hidden ones for the owner only), writes for the owner. The
 * official `services` module requests the `/_api/bookings/...` form, which `route()` serves too.
 */
export function serviceRoutes(services: ServicesService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/bookings/v2/services',
      access: 'owner',
      summary: 'Create a service (appointment, class or course)',
      tags,
      body: CreateServiceRequestSchema,
      response: ServiceResponseSchema,
      handler: async ({ identity, body }) => ({
        service: await services.createService(siteOf(identity), body.service),
      }),
    });

    route(app, {
      method: 'GET',
      path: '/bookings/v2/services/:serviceId',
      access: 'visitor',
      // The site's staff see bookings (and mark who came); changing them is the business's.
      roles: SiteRoles,
      summary: 'Get a service',
      tags,
      params: ServiceIdParamsSchema,
      response: ServiceResponseSchema,
      handler: async ({ identity, params }) => ({
        service: await services.getService(siteOf(identity), params.serviceId, identity.kind === 'owner'),
      }),
    });

    route(app, {
      method: 'PATCH',
      path: '/bookings/v2/services/:serviceId',
      access: 'owner',
      summary: 'Update a service: the fields `mask` names, or every field sent',
      tags,
      params: ServiceIdParamsSchema,
      body: UpdateServiceRequestSchema,
      response: ServiceResponseSchema,
      handler: async ({ identity, params, body }) => ({
        service: await services.updateService(siteOf(identity), params.serviceId, body),
      }),
    });

    route(app, {
      method: 'DELETE',
      path: '/bookings/v2/services/:serviceId',
      access: 'owner',
      summary: 'Delete a service',
      tags,
      params: ServiceIdParamsSchema,
      querystring: DeleteServiceQuerySchema,
      response: EmptyResponseSchema,
      handler: async ({ identity, params }) => services.deleteService(siteOf(identity), params.serviceId),
    });

    route(app, {
      method: 'POST',
      path: '/bookings/v2/services/query',
      access: 'visitor',
      // The site's staff see bookings (and mark who came); changing them is the business's.
      roles: SiteRoles,
      summary: 'Query services (filter, sort, offset or cursor paging; 50 a page unless asked)',
      tags,
      body: QueryServicesRequestSchema,
      response: QueryServicesResponseSchema,
      handler: async ({ identity, body }) =>
        services.queryServices(siteOf(identity), body.query, identity.kind === 'owner'),
    });
  };
}
