import { GetAnalyticsDataRequestSchema, GetAnalyticsDataResponseSchema } from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../kernel/clock.js';
import { ValidationError } from '../../kernel/errors.js';
import { listOf } from '../../kernel/http/query-lists.js';
import { route } from '../../kernel/http/route.js';
import { isTimeZone } from '../../kernel/time-zone.js';
import type { EcomModuleService } from '../ecom/module.js';
import type { SitesService } from '../sites/service.js';
import { dailyMeasures } from './daily-measures.js';
import { dayRange } from './date-range.js';

export interface AnalyticsDeps {
  clock: Clock;
  sites: Pick<SitesService, 'getSite'>;
  ecom: Pick<EcomModuleService, 'ordersPlacedBetween'>;
}

/** Wix's Analytics Data API: a site's sales and orders by day, for the dashboard's home. */
export function analyticsRoutes({ clock, sites, ecom }: AnalyticsDeps) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      path: '/analytics/v2/site-analytics/data',
      complexGet: true,
      access: 'owner',
      summary: "The site's sales and orders by day over a range of the last 62 days, in its time zone",
      tags: ['Analytics'],
      body: GetAnalyticsDataRequestSchema,
      response: GetAnalyticsDataResponseSchema,
      handler: async ({ identity, body }) => {
        const site = await sites.getSite(identity.siteId);
        const zone = body.timeZone ?? site.settings.timeZone;
        if (!isTimeZone(zone))
          throw ValidationError.field('timeZone', 'must be an IANA time zone, e.g. Europe/Berlin', 'FORMAT');
        const range = dayRange(body.dateRange, zone, clock.now());
        const orders = await ecom.ordersPlacedBetween(identity.siteId, range.from, range.to);
        const types = listOf(body.measurementTypes) ?? [];
        return { data: dailyMeasures(types, range.days, orders, zone, site.settings.currency) };
      },
    });
  };
}
