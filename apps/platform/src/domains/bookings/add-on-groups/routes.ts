import {
  AddOnGroupResponseSchema,
  CreateAddOnGroupRequestSchema,
  DeleteAddOnGroupRequestSchema,
  EmptyResponseSchema,
  ListAddOnGroupsByServiceIdRequestSchema,
  ListAddOnGroupsByServiceIdResponseSchema,
  SetAddOnsForGroupRequestSchema,
  UpdateAddOnGroupRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../../kernel/auth.js';
import { route } from '../../../kernel/http/route.js';
import type { AddOnGroupsService } from './service.js';

const tags = ['Bookings'];
const base = '/bookings/v2/services/add-on-groups';

/** Add-on groups of services: the owner writes them, visitors list a visible service's groups. */
export function addOnGroupRoutes(groups: AddOnGroupsService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: `${base}/create`,
      access: 'owner',
      summary: 'Create an add-on group for a service (at most 3 a service)',
      tags,
      body: CreateAddOnGroupRequestSchema,
      response: AddOnGroupResponseSchema,
      handler: async ({ identity, body }) => groups.createAddOnGroup(siteOf(identity), body),
    });

    route(app, {
      method: 'POST',
      path: `${base}/delete`,
      access: 'owner',
      summary: "Delete one of a service's add-on groups",
      tags,
      body: DeleteAddOnGroupRequestSchema,
      response: EmptyResponseSchema,
      handler: async ({ identity, body }) => groups.deleteAddOnGroup(siteOf(identity), body),
    });

    route(app, {
      method: 'POST',
      path: `${base}/update`,
      access: 'owner',
      summary: 'Update an add-on group: the fields `mask` names, or every field sent',
      tags,
      body: UpdateAddOnGroupRequestSchema,
      response: AddOnGroupResponseSchema,
      handler: async ({ identity, body }) => groups.updateAddOnGroup(siteOf(identity), body),
    });

    route(app, {
      method: 'POST',
      path: `${base}/list-add-on-groups-by-service-id`,
      access: 'visitor',
      summary: "A service's add-on groups with their add-ons in display order",
      tags,
      body: ListAddOnGroupsByServiceIdRequestSchema,
      response: ListAddOnGroupsByServiceIdResponseSchema,
      handler: async ({ identity, body }) =>
        groups.listAddOnGroupsByServiceId(siteOf(identity), body, identity.kind === 'owner'),
    });

    route(app, {
      method: 'POST',
      path: `${base}/set-add-ons-for-group`,
      access: 'owner',
      summary: "Replace an add-on group's add-ons, in display order",
      tags,
      body: SetAddOnsForGroupRequestSchema,
      response: AddOnGroupResponseSchema,
      handler: async ({ identity, body }) => groups.setAddOnsForGroup(siteOf(identity), body),
    });
  };
}
