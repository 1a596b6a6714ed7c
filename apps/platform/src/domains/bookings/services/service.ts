import type { Query, Service, ServiceInput, UpdateServiceRequest } from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import { lockName } from '../../../kernel/db/counters.js';
import type { Database, Queryable } from '../../../kernel/db/database.js';
import { ApplicationError, notFound } from '../../../kernel/errors.js';
import { type DomainEvent, recordEvent } from '../../../kernel/events.js';
import { slugify } from '../../../kernel/slug.js';
import type { SitesService } from '../../sites/service.js';
import { SERVICE_FQDN } from '../events.js';
import { presentService } from './presenter.js';
import * as repo from './repo.js';
import { newServiceRecord, patchedServiceRecord } from './service-input.js';

export interface ServicesDependencies {
  db: Database;
  /** The site's currency, which prices are kept and shown in. */
  sites: Pick<SitesService, 'getSite'>;
  /** Where the storefront shows a service (`urls`). */
  storefrontUrl: string;
  clock: Clock;
}

const revisionMismatch = (): ApplicationError =>
  new ApplicationError({
    status: 409,
    code: 'REVISION_MISMATCH',
    description: 'The service was changed since it was read; read it again and retry',
  });

/** The first free slug made from `name` ("Yoga class", "yoga-class-2", …), held while it is taken. */
async function freeSlug(tx: Queryable, siteId: string, name: string): Promise<string> {
  const base = slugify(name, 'service');
  await lockName(tx, `service-slug:${siteId}:${base}`);
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if (!(await repo.slugOwner(tx, siteId, candidate))) return candidate;
  }
}

/** Bookable services: the owner writes them, visitors read the ones not hidden. */
export function createServicesService({ db, sites, storefrontUrl, clock }: ServicesDependencies) {
  const currencyOf = async (siteId: string) => (await sites.getSite(siteId)).settings.currency;
  const record = (
    siteId: string,
    action: 'created' | 'updated' | 'deleted',
    service: Service,
  ): Omit<DomainEvent<typeof SERVICE_FQDN>, 'id'> => ({
    siteId,
    entityFqdn: SERVICE_FQDN,
    action,
    entityId: service.id,
    entity: service,
    eventTime: clock.now().toISOString(),
  });

  return {
    async createService(siteId: string, input: ServiceInput): Promise<Service> {
      const currency = await currencyOf(siteId);
      const fresh = newServiceRecord(siteId, input, currency, clock.now().toISOString());
      return db.transaction(async (tx) => {
        const full = { ...fresh, slug: await freeSlug(tx, siteId, input.name), slugCustom: false };
        await repo.insertService(tx, full);
        const service = presentService(full, currency, storefrontUrl);
        await recordEvent(tx, record(siteId, 'created', service));
        return service;
      });
    },

    /** A service by id; a hidden one only for its owner. */
    async getService(siteId: string, id: string, owner: boolean): Promise<Service> {
      const found = await repo.findService(db, siteId, id);
      if (!found || (found.hidden && !owner)) throw notFound('Service', id);
      return presentService(found, await currencyOf(siteId), storefrontUrl);
    },

    async updateService(siteId: string, id: string, request: UpdateServiceRequest): Promise<Service> {
      const currency = await currencyOf(siteId);
      return db.transaction(async (tx) => {
        if (!(await repo.lockService(tx, siteId, id))) throw notFound('Service', id);
        const existing = await repo.findService(tx, siteId, id);
        if (!existing) throw notFound('Service', id);
        const asked = request.service.revision;
        if (asked !== undefined && Number(asked) !== existing.revision) throw revisionMismatch();
        const next = patchedServiceRecord(existing, request, currency, clock.now().toISOString());
        if (!(await repo.updateService(tx, next))) throw revisionMismatch();
        const service = presentService(next, currency, storefrontUrl);
        await recordEvent(tx, record(siteId, 'updated', service));
        return service;
      });
    },

    /**
     * Deletes a service. No booking can be made for it from then on; the bookings already made
     * stay as they are (the bookings part keeps its own copy of what was booked).
     */
    async deleteService(siteId: string, id: string): Promise<Record<string, never>> {
      const currency = await currencyOf(siteId);
      await db.transaction(async (tx) => {
        const existing = await repo.findService(tx, siteId, id);
        if (!existing || !(await repo.deleteService(tx, siteId, id))) throw notFound('Service', id);
        await recordEvent(tx, record(siteId, 'deleted', presentService(existing, currency, storefrontUrl)));
      });
      return {};
    },

    async queryServices(siteId: string, query: Query | undefined, owner: boolean) {
      const currency = await currencyOf(siteId);
      const { records, pagingMetadata } = await repo.queryServices(db, siteId, query, owner);
      return {
        services: records.map((found) => presentService(found, currency, storefrontUrl)),
        pagingMetadata,
      };
    },
  };
}

export type ServicesService = ReturnType<typeof createServicesService>;
