import type { AddOn, CreateAddOnRequest, Query, UpdateAddOnRequest } from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Database } from '../../../kernel/db/database.js';
import { ApplicationError, notFound, revisionMismatch, ValidationError } from '../../../kernel/errors.js';
import { type DomainEvent, type EventAction, recordEvent } from '../../../kernel/events.js';
import { newId } from '../../../kernel/ids.js';
import { formatMoney, toDecimalString, toMinor } from '../../../kernel/money.js';
import type { SitesService } from '../../sites/service.js';
import { allAddOnGroups } from '../add-on-groups/repo.js';
import { ADD_ON_FQDN } from '../events.js';
import * as repo from './repo.js';

/** An add-on either lengthens the session or is taken in units: one of the two, never both. */
function kindOf(input: { durationInMinutes?: number; maxQuantity?: number }) {
  const { durationInMinutes, maxQuantity } = input;
  if ((durationInMinutes === undefined) === (maxQuantity === undefined))
    throw ValidationError.field(
      'addOn.durationInMinutes',
      'give either durationInMinutes (it lengthens the session) or maxQuantity (it is taken in units), not both',
      'VALIDATION',
    );
  return durationInMinutes !== undefined ? { durationInMinutes } : { maxQuantity: maxQuantity as number };
}

/**
 * The site's add-ons: the owner writes them, anyone reads them (a booking page offers them through
 * a service's add-on groups). Prices are kept in the site currency's minor units; an add-on a
 * group still lists cannot be deleted.
 */
export function createAddOnsService({
  db,
  clock,
  sites,
}: {
  db: Database;
  clock: Clock;
  sites: Pick<SitesService, 'getSite'>;
}) {
  const currencyOf = async (siteId: string) => (await sites.getSite(siteId)).settings.currency;
  const present = (record: repo.AddOnRecord, currency: string): AddOn => ({
    id: record.id,
    name: record.name,
    price: {
      value: toDecimalString(record.priceMinor, currency),
      currency,
      formattedValue: formatMoney(record.priceMinor, currency),
    },
    ...(record.durationInMinutes !== undefined ? { durationInMinutes: record.durationInMinutes } : {}),
    ...(record.maxQuantity !== undefined ? { maxQuantity: record.maxQuantity } : {}),
    revision: String(record.revision),
    createdDate: record.createdDate,
    updatedDate: record.updatedDate,
  });
  const priceIn = (price: { value: string; currency?: string }, currency: string) => {
    if (price.currency !== undefined && price.currency !== currency)
      throw ValidationError.field(
        'addOn.price.currency',
        `must be the site's currency, ${currency}`,
        'VALIDATION',
      );
    return toMinor(price.value, currency, 'addOn.price.value');
  };
  const event = (
    siteId: string,
    action: EventAction,
    addOn: AddOn,
  ): Omit<DomainEvent<typeof ADD_ON_FQDN>, 'id'> => ({
    siteId,
    entityFqdn: ADD_ON_FQDN,
    action,
    entityId: addOn.id,
    entity: addOn,
    eventTime: addOn.updatedDate,
  });

  return {
    async createAddOn(siteId: string, input: CreateAddOnRequest['addOn']): Promise<AddOn> {
      const currency = await currencyOf(siteId);
      const now = clock.now().toISOString();
      const record: repo.AddOnRecord = {
        id: newId(),
        siteId,
        name: input.name,
        priceMinor: priceIn(input.price, currency),
        ...kindOf(input),
        revision: 1,
        createdDate: now,
        updatedDate: now,
      };
      return db.transaction(async (tx) => {
        await repo.insertAddOn(tx, record);
        const addOn = present(record, currency);
        await recordEvent(tx, event(siteId, 'created', addOn));
        return addOn;
      });
    },

    async getAddOn(siteId: string, id: string): Promise<AddOn> {
      const found = await repo.findAddOn(db, siteId, id);
      if (!found) throw notFound('AddOn', id);
      return present(found, await currencyOf(siteId));
    },

    /** Changes the fields sent at the revision read; a stale revision changes nothing. */
    async updateAddOn(siteId: string, id: string, patch: UpdateAddOnRequest['addOn']): Promise<AddOn> {
      const currency = await currencyOf(siteId);
      return db.transaction(async (tx) => {
        if (!(await repo.lockAddOn(tx, siteId, id))) throw notFound('AddOn', id);
        const existing = await repo.findAddOn(tx, siteId, id);
        if (!existing) throw notFound('AddOn', id);
        if (Number(patch.revision) !== existing.revision) throw revisionMismatch('the add-on');
        const changesKind = patch.durationInMinutes !== undefined || patch.maxQuantity !== undefined;
        const { durationInMinutes: _duration, maxQuantity: _quantity, ...kept } = existing;
        const next: repo.AddOnRecord = {
          ...(changesKind ? kept : existing),
          ...(changesKind ? kindOf(patch) : {}),
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.price !== undefined ? { priceMinor: priceIn(patch.price, currency) } : {}),
          revision: existing.revision + 1,
          updatedDate: clock.now().toISOString(),
        };
        await repo.updateAddOn(tx, next);
        const addOn = present(next, currency);
        await recordEvent(tx, event(siteId, 'updated', addOn));
        return addOn;
      });
    },

    async deleteAddOn(siteId: string, id: string): Promise<Record<string, never>> {
      const currency = await currencyOf(siteId);
      await db.transaction(async (tx) => {
        if (!(await repo.lockAddOn(tx, siteId, id))) throw notFound('AddOn', id);
        const existing = await repo.findAddOn(tx, siteId, id);
        if (!existing) throw notFound('AddOn', id);
        const listing = (await allAddOnGroups(tx, siteId)).filter((group) => group.addOnIds.includes(id));
        if (listing.length > 0)
          throw new ApplicationError({
            status: 409,
            code: 'ADD_ON_IN_USE',
            description: `The add-on is offered in ${listing.length === 1 ? 'a group' : `${listing.length} groups`} (${listing.map((group) => group.name).join(', ')}): take it out of them first`,
          });
        await repo.deleteAddOn(tx, siteId, id);
        await recordEvent(tx, {
          ...event(siteId, 'deleted', present(existing, currency)),
          eventTime: clock.now().toISOString(),
        });
      });
      return {};
    },

    async queryAddOns(siteId: string, query: Query | undefined) {
      const currency = await currencyOf(siteId);
      const { records, pagingMetadata } = await repo.queryAddOns(db, siteId, query);
      return { addOns: records.map((record) => present(record, currency)), pagingMetadata };
    },
  };
}

export type AddOnsService = ReturnType<typeof createAddOnsService>;
