import type { Query, Service, ServiceInput, UpdateServiceRequest } from '@bazaar/contracts';
import { notFound } from '../../../kernel/errors.js';
import { recordEvent } from '../../../kernel/events.js';
import { deleteAddOnGroupsOf } from '../add-on-groups/repo.js';
import { changeService } from './change-service.js';
import { type ServicesDependencies, servicesContext } from './context.js';
import * as repo from './repo.js';
import { newServiceRecord, patchedServiceRecord } from './service-input.js';
import { freeSlug } from './slug-rules.js';

export type { ServicesDependencies } from './context.js';

/** Bookable services: the owner writes them, visitors read the ones not hidden. */
export function createServicesService(deps: ServicesDependencies) {
  const ctx = servicesContext(deps);
  const { db, clock, currencyOf } = ctx;

  return {
    async createService(siteId: string, input: ServiceInput): Promise<Service> {
      const currency = await currencyOf(siteId);
      // A new service follows the policy it names, else the site's default at the time.
      const policyId = await deps.policies.checkedPolicyId(siteId, input.bookingPolicy?.id);
      if (input.form) await deps.forms.checkedFormId(siteId, input.form.id);
      const fresh = newServiceRecord(
        siteId,
        { ...input, bookingPolicy: { id: policyId } },
        currency,
        clock.now().toISOString(),
      );
      return db.transaction(async (tx) => {
        const full = { ...fresh, slug: await freeSlug(tx, siteId, input.name), slugCustom: false };
        await repo.insertService(tx, full);
        const service = await ctx.presentOne(tx, siteId, full, currency);
        await recordEvent(tx, ctx.event(siteId, 'created', service));
        return service;
      });
    },

    /** A service by id; a hidden one only for its owner. */
    async getService(siteId: string, id: string, owner: boolean): Promise<Service> {
      const found = await repo.findService(db, siteId, id);
      if (!found || (found.hidden && !owner)) throw notFound('Service', id);
      return ctx.presentOne(db, siteId, found, await currencyOf(siteId));
    },

    async updateService(siteId: string, id: string, request: UpdateServiceRequest): Promise<Service> {
      const currency = await currencyOf(siteId);
      const named = request.service.bookingPolicy?.id;
      if (named !== undefined) await deps.policies.checkedPolicyId(siteId, named);
      if (request.service.form) await deps.forms.checkedFormId(siteId, request.service.form.id);
      const { revision } = request.service;
      const target = { siteId, id, currency, ...(revision !== undefined ? { revision } : {}) };
      const changed = await db.transaction((tx) =>
        changeService(ctx, tx, target, (existing, now) =>
          patchedServiceRecord(existing, request, currency, now),
        ),
      );
      return changed.service;
    },

    /**
     * Deletes a service and its add-on groups. No booking can be made for it from then on; the
     * bookings already made stay as they are (the bookings part keeps its own copy of what was booked).
     */
    async deleteService(siteId: string, id: string): Promise<Record<string, never>> {
      const currency = await currencyOf(siteId);
      await db.transaction(async (tx) => {
        const existing = await repo.findService(tx, siteId, id);
        if (!existing) throw notFound('Service', id);
        const service = await ctx.presentOne(tx, siteId, existing, currency);
        if (!(await repo.deleteService(tx, siteId, id))) throw notFound('Service', id);
        await deleteAddOnGroupsOf(tx, siteId, id);
        await recordEvent(tx, ctx.event(siteId, 'deleted', service));
      });
      return {};
    },

    async queryServices(siteId: string, query: Query | undefined, owner: boolean) {
      const currency = await currencyOf(siteId);
      const { records, pagingMetadata } = await repo.queryServices(db, siteId, query, owner);
      return { services: await ctx.present(db, siteId, records, currency), pagingMetadata };
    },
  };
}

export type ServicesService = ReturnType<typeof createServicesService>;
