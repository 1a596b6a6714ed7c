import type { CloneServiceResponse } from '@bazaar/contracts';
import { notFound } from '../../../kernel/errors.js';
import { recordEvent } from '../../../kernel/events.js';
import { newId } from '../../../kernel/ids.js';
import { addOnGroupsOf, insertAddOnGroup } from '../add-on-groups/repo.js';
import type { ServicesContext } from './context.js';
import * as repo from './repo.js';
import type { ServiceRecord } from './service-record.js';
import { freeSlug } from './slug-rules.js';

/** The longest name a service takes (`ServiceInputSchema`), which a copy's name keeps to. */
const MAX_NAME_LENGTH = 400;
const COPY_SUFFIX = ' (copy)';

/**
 * Copies a service: everything it offers (payment, locations, schedule, staff, category, add-on
 * groups), as a new service named "<name> (copy)" with its own id, slug, schedule and location ids.
 */
export function createCloneCalls(ctx: ServicesContext) {
  const { db, clock, currencyOf } = ctx;

  return {
    async cloneService(siteId: string, sourceServiceId: string): Promise<CloneServiceResponse> {
      const currency = await currencyOf(siteId);
      return db.transaction(async (tx) => {
        const source = await repo.findService(tx, siteId, sourceServiceId);
        if (!source) throw notFound('Service', sourceServiceId);
        const now = clock.now().toISOString();
        const name = `${source.name.slice(0, MAX_NAME_LENGTH - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
        const { slugCreatedDate: _slugDate, pastSlugs: _pastSlugs, ...kept } = structuredClone(source);
        const copy: ServiceRecord = {
          ...kept,
          id: newId(),
          name,
          slug: await freeSlug(tx, siteId, name),
          slugCustom: false,
          scheduleId: newId(),
          locations: kept.locations.map((location) => ({ ...location, id: newId() })),
          revision: 1,
          createdDate: now,
          updatedDate: now,
        };
        await repo.insertService(tx, copy);
        const groups = (await addOnGroupsOf(tx, siteId, [source.id])).get(source.id) ?? [];
        // Positions copied as they are: the copy lists its groups in the source's order.
        for (const group of groups)
          await insertAddOnGroup(tx, {
            ...group,
            id: newId(),
            serviceId: copy.id,
            createdDate: now,
            updatedDate: now,
          });
        const service = await ctx.presentOne(tx, siteId, copy, currency);
        await recordEvent(tx, ctx.event(siteId, 'created', service));
        return { service, errors: [] };
      });
    },
  };
}
