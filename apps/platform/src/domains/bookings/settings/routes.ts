import { BookingsSettingsResponseSchema, UpdateBookingsSettingsRequestSchema } from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../../kernel/auth.js';
import { route } from '../../../kernel/http/route.js';
import type { SettingsService } from './service.js';

const tags = ['Bookings'];

/** The site's opening hours and default policy: read by visitors (a calendar shows them), set by the owner. */
export function settingsRoutes(settings: SettingsService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      path: '/bookings/v1/settings',
      access: 'visitor',
      summary: "The site's opening hours, time zone and default booking policy",
      tags,
      response: BookingsSettingsResponseSchema,
      handler: async ({ identity }) => ({ settings: await settings.getSettings(siteOf(identity)) }),
    });
    route(app, {
      method: 'PATCH',
      path: '/bookings/v1/settings',
      access: 'owner',
      summary: 'Change the opening hours or the default booking policy',
      tags,
      body: UpdateBookingsSettingsRequestSchema,
      response: BookingsSettingsResponseSchema,
      handler: async ({ identity, body }) => ({
        settings: await settings.updateSettings(siteOf(identity), body.settings),
      }),
    });
  };
}
