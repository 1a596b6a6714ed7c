import {
  AddOnIdParamsSchema,
  AddOnResponseSchema,
  CreateAddOnRequestSchema,
  EmptyResponseSchema,
  QueryAddOnsRequestSchema,
  QueryAddOnsResponseSchema,
  UpdateAddOnRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../../kernel/auth.js';
import { route } from '../../../kernel/http/route.js';
import type { AddOnsService } from './service.js';

const tags = ['Bookings'];
const BASE = '/addons/v1/add-ons';
// Where the official `@wix/bookings` `addOns` module sends each call.
const OFFICIAL = '/_api/add-ons-service/v1/add-ons';

/** Add-ons (Wix's Add-Ons API): the owner writes them, anyone reads them to pick at booking. */
export function addOnRoutes(addOns: AddOnsService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: BASE,
      aliases: [OFFICIAL],
      access: 'owner',
      summary:
        'Create an add-on: a price, and either the minutes it adds or the most units one booking takes',
      tags,
      body: CreateAddOnRequestSchema,
      response: AddOnResponseSchema,
      handler: async ({ identity, body }) => ({
        addOn: await addOns.createAddOn(siteOf(identity), body.addOn),
      }),
    });
    route(app, {
      // The official module asks with GET (the query in the URL), falling back to POST.
      method: 'GET',
      path: `${BASE}/query`,
      aliases: [`${OFFICIAL}/query`],
      complexGet: true,
      access: 'visitor',
      summary: "Query the site's add-ons (by id or name, sorted by name or creation)",
      tags,
      body: QueryAddOnsRequestSchema,
      response: QueryAddOnsResponseSchema,
      handler: ({ identity, body }) => addOns.queryAddOns(siteOf(identity), body.query),
    });
    route(app, {
      method: 'GET',
      path: `${BASE}/:addOnId`,
      aliases: [`${OFFICIAL}/:addOnId`],
      access: 'visitor',
      summary: 'Get an add-on',
      tags,
      params: AddOnIdParamsSchema,
      response: AddOnResponseSchema,
      handler: async ({ identity, params }) => ({
        addOn: await addOns.getAddOn(siteOf(identity), params.addOnId),
      }),
    });
    route(app, {
      method: 'PATCH',
      path: `${BASE}/:addOnId`,
      aliases: [`${OFFICIAL}/:addOnId`],
      access: 'owner',
      summary: 'Update an add-on at the revision read (a stale revision is refused)',
      tags,
      params: AddOnIdParamsSchema,
      body: UpdateAddOnRequestSchema,
      response: AddOnResponseSchema,
      handler: async ({ identity, params, body }) => ({
        addOn: await addOns.updateAddOn(siteOf(identity), params.addOnId, body.addOn),
      }),
    });
    route(app, {
      method: 'DELETE',
      path: `${BASE}/:addOnId`,
      aliases: [`${OFFICIAL}/:addOnId`],
      access: 'owner',
      summary: 'Delete an add-on no add-on group lists',
      tags,
      params: AddOnIdParamsSchema,
      response: EmptyResponseSchema,
      handler: ({ identity, params }) => addOns.deleteAddOn(siteOf(identity), params.addOnId),
    });
  };
}
