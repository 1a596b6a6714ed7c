import type { Service } from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Database, Queryable } from '../../../kernel/db/database.js';
import type { DomainEvent } from '../../../kernel/events.js';
import type { SitesService } from '../../sites/service.js';
import { addOnGroupsOf, presentAddOnGroup } from '../add-on-groups/repo.js';
import { SERVICE_FQDN } from '../events.js';
import type { FormsService } from '../forms/service.js';
import type { PoliciesService } from '../policies/service.js';
import { presentService } from './presenter.js';
import type { ServiceRecord } from './service-record.js';

export interface ServicesDependencies {
  db: Database;
  /** The site's currency, which prices are kept and shown in. */
  sites: Pick<SitesService, 'getSite'>;
  /** Where the storefront shows a service (`urls`). */
  storefrontUrl: string;
  /** Which booking policy a service follows: the one it names must exist. */
  policies: Pick<PoliciesService, 'checkedPolicyId'>;
  /** Which booking form a service asks: the one it names must exist. */
  forms: Pick<FormsService, 'checkedFormId'>;
  clock: Clock;
}

/**
 * What every services call shares: the site's currency, services presented as the wire shows
 * them (add-on groups included), and the service events they record.
 */
export function servicesContext(deps: ServicesDependencies) {
  const { sites, storefrontUrl, clock } = deps;
  const currencyOf = async (siteId: string) => (await sites.getSite(siteId)).settings.currency;

  /** `records` in wire shape, their add-on groups read in one go (through `db`, a transaction's when in one). */
  async function present(
    db: Queryable,
    siteId: string,
    records: readonly ServiceRecord[],
    currency: string,
  ): Promise<Service[]> {
    const groups = await addOnGroupsOf(
      db,
      siteId,
      records.map((record) => record.id),
    );
    return records.map((record) =>
      presentService(record, currency, storefrontUrl, (groups.get(record.id) ?? []).map(presentAddOnGroup)),
    );
  }

  async function presentOne(db: Queryable, siteId: string, record: ServiceRecord, currency: string) {
    const [service] = await present(db, siteId, [record], currency);
    if (!service) throw new Error('A presented service went missing');
    return service;
  }

  const event = (
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

  return { ...deps, currencyOf, present, presentOne, event };
}

export type ServicesContext = ReturnType<typeof servicesContext>;
