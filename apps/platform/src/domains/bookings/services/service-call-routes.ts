import {
  CloneServiceRequestSchema,
  CloneServiceResponseSchema,
  CountServicesRequestSchema,
  CountServicesResponseSchema,
  DisablePricingPlansRequestSchema,
  EnablePricingPlansRequestSchema,
  QueryCategoriesRequestSchema,
  QueryCategoriesResponseSchema,
  QueryLocationsRequestSchema,
  QueryLocationsResponseSchema,
  SearchServicesRequestSchema,
  SearchServicesResponseSchema,
  ServiceIdParamsSchema,
  ServiceResponseSchema,
  SetCustomSlugRequestSchema,
  SetCustomSlugResponseSchema,
  SetServiceLocationsRequestSchema,
  ValidateSlugRequestSchema,
  ValidateSlugResponseSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../../kernel/auth.js';
import { route } from '../../../kernel/http/route.js';
import type { ServiceCalls } from './service-calls.js';

const tags = ['Bookings'];

/**
 * Reads across services (search, count, the locations and categories in use) for visitors, who
 * see no hidden service; changes to one service (locations, pricing plans, slug, a copy) for the owner.
 */
export function serviceCallRoutes(calls: ServiceCalls) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/bookings/v2/services/search',
      access: 'visitor',
      summary: 'Search services: free text, filter, sort, aggregations, cursor paging',
      tags,
      body: SearchServicesRequestSchema,
      response: SearchServicesResponseSchema,
      handler: async ({ identity, body }) =>
        calls.searchServices(siteOf(identity), body, identity.kind === 'owner'),
    });

    route(app, {
      method: 'POST',
      path: '/bookings/v2/services/count',
      access: 'visitor',
      summary: 'Count the services a filter matches',
      tags,
      body: CountServicesRequestSchema,
      response: CountServicesResponseSchema,
      handler: async ({ identity, body }) =>
        calls.countServices(siteOf(identity), body.filter, identity.kind === 'owner'),
    });

    route(app, {
      method: 'POST',
      path: '/bookings/v2/services/locations/query',
      access: 'visitor',
      summary: "The business's locations, and the kinds of location the matching services are offered at",
      tags,
      body: QueryLocationsRequestSchema,
      response: QueryLocationsResponseSchema,
      handler: async ({ identity, body }) =>
        calls.queryLocations(siteOf(identity), body, identity.kind === 'owner'),
    });

    route(app, {
      method: 'POST',
      path: '/bookings/v2/services/categories/query',
      access: 'visitor',
      summary: 'The categories the matching services are listed under',
      tags,
      body: QueryCategoriesRequestSchema,
      response: QueryCategoriesResponseSchema,
      handler: async ({ identity, body }) =>
        calls.queryCategories(siteOf(identity), body, identity.kind === 'owner'),
    });

    route(app, {
      method: 'POST',
      path: '/bookings/v2/services/:serviceId/locations',
      access: 'owner',
      summary: "Replace a service's locations, and keep, move or cancel future bookings at removed ones",
      tags,
      params: ServiceIdParamsSchema,
      body: SetServiceLocationsRequestSchema,
      response: ServiceResponseSchema,
      handler: async ({ identity, params, body }) =>
        calls.setServiceLocations(siteOf(identity), params.serviceId, body),
    });

    route(app, {
      method: 'POST',
      path: '/bookings/v2/services/:serviceId/pricing-plans/add',
      access: 'owner',
      summary: 'Let a service be paid with these pricing plans',
      tags,
      params: ServiceIdParamsSchema,
      body: EnablePricingPlansRequestSchema,
      response: ServiceResponseSchema,
      handler: async ({ identity, params, body }) =>
        calls.enablePricingPlansForService(siteOf(identity), params.serviceId, body.pricingPlanIds),
    });

    route(app, {
      method: 'POST',
      path: '/bookings/v2/services/:serviceId/pricing-plans/remove',
      access: 'owner',
      summary: 'Stop a service being paid with these pricing plans',
      tags,
      params: ServiceIdParamsSchema,
      body: DisablePricingPlansRequestSchema,
      response: ServiceResponseSchema,
      handler: async ({ identity, params, body }) =>
        calls.disablePricingPlansForService(siteOf(identity), params.serviceId, body.pricingPlanIds),
    });

    route(app, {
      method: 'POST',
      path: '/bookings/v2/services/:serviceId/slugs/custom',
      access: 'owner',
      summary: "Set a service's slug; the one it had stays in supportedSlugs",
      tags,
      params: ServiceIdParamsSchema,
      body: SetCustomSlugRequestSchema,
      response: SetCustomSlugResponseSchema,
      handler: async ({ identity, params, body }) =>
        calls.setCustomSlug(siteOf(identity), params.serviceId, body.slug),
    });

    route(app, {
      method: 'POST',
      path: '/bookings/v2/services/slugs/validate',
      access: 'owner',
      summary: 'Whether a slug could be set: legal characters, used by no other service',
      tags,
      body: ValidateSlugRequestSchema,
      response: ValidateSlugResponseSchema,
      handler: async ({ identity, body }) => calls.validateSlug(siteOf(identity), body),
    });

    route(app, {
      method: 'POST',
      path: '/bookings/v2/services/clone',
      access: 'owner',
      summary: 'Copy a service as "<name> (copy)"',
      tags,
      body: CloneServiceRequestSchema,
      response: CloneServiceResponseSchema,
      handler: async ({ identity, body }) => calls.cloneService(siteOf(identity), body.sourceServiceId),
    });
  };
}
