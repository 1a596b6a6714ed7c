import {
  type AddOnGroup,
  type CreateAddOnGroupRequest,
  type DeleteAddOnGroupRequest,
  type ListAddOnGroupsByServiceIdRequest,
  type ListAddOnGroupsByServiceIdResponse,
  MAX_ADD_ON_GROUPS_PER_SERVICE,
  type SetAddOnsForGroupRequest,
  type UpdateAddOnGroupRequest,
} from '@bazaar/contracts';
import type { Transaction } from '../../../kernel/db/database.js';
import { ApplicationError, notFound, ValidationError } from '../../../kernel/errors.js';
import { maskedTopFields } from '../../../kernel/field-mask.js';
import { newId } from '../../../kernel/ids.js';
import { changeService } from '../services/change-service.js';
import { type ServicesDependencies, servicesContext } from '../services/context.js';
import * as servicesRepo from '../services/repo.js';
import type { ServiceRecord } from '../services/service-record.js';
import * as repo from './repo.js';

const UPDATABLE = new Set(['name', 'maxNumberOfAddOns', 'addOnIds', 'prompt']);

/** Wix answers 404 with this code for a group the service does not have (Update and Delete Add On Group). */
const groupNotOnService = (groupId: string, serviceId: string): ApplicationError =>
  new ApplicationError({
    status: 404,
    code: 'GROUP_NOT_ON_SERVICE',
    description: `Service ${serviceId} has no add-on group ${groupId}`,
  });

/** Each add-on once, in the order first given: the order customers see them in. */
const distinct = (ids: readonly string[] = []): string[] => [...new Set(ids)];

/**
 * Add-on groups: what a customer may add when booking a service (at most 3 groups a service, 7
 * add-ons a group). A group belongs to its service for good; every change to one is a change of
 * the service (its next revision, with an `updated` event showing its `addOnGroups`), made under
 * the service's lock. The add-ons are named by id: the platform keeps no add-on catalogue.
 */
export function createAddOnGroupsService(deps: ServicesDependencies) {
  const ctx = servicesContext(deps);
  const { db, currencyOf } = ctx;

  /** Runs `change` on the service's groups in one transaction with the service's next revision. */
  async function onService<T>(
    siteId: string,
    serviceId: string,
    change: (tx: Transaction, service: ServiceRecord, now: string) => Promise<T>,
  ): Promise<T> {
    const currency = await currencyOf(siteId);
    return db.transaction(async (tx) => {
      const box: { outcome?: { value: T } } = {};
      await changeService(ctx, tx, { siteId, id: serviceId, currency }, async (existing, now) => {
        box.outcome = { value: await change(tx, existing, now) };
        return existing;
      });
      if (!box.outcome) throw new Error('The add-on group change did not run');
      return box.outcome.value;
    });
  }

  async function groupOf(tx: Transaction, siteId: string, serviceId: string, groupId: string) {
    const group = await repo.findAddOnGroup(tx, siteId, groupId);
    if (!group || group.serviceId !== serviceId) throw groupNotOnService(groupId, serviceId);
    return group;
  }

  return {
    createAddOnGroup: (siteId: string, { addOnGroup, serviceId }: CreateAddOnGroupRequest) =>
      onService(siteId, serviceId, async (tx, _service, now) => {
        const existing = (await repo.addOnGroupsOf(tx, siteId, [serviceId])).get(serviceId) ?? [];
        if (existing.length >= MAX_ADD_ON_GROUPS_PER_SERVICE)
          throw ValidationError.field(
            'serviceId',
            `names a service that has ${MAX_ADD_ON_GROUPS_PER_SERVICE} add-on groups already, the most it may have`,
            'MAX_SIZE',
          );
        const record: repo.AddOnGroupRecord = {
          id: newId(),
          siteId,
          serviceId,
          name: addOnGroup.name,
          ...(addOnGroup.maxNumberOfAddOns !== undefined
            ? { maxNumberOfAddOns: addOnGroup.maxNumberOfAddOns }
            : {}),
          addOnIds: distinct(addOnGroup.addOnIds),
          ...(addOnGroup.prompt ? { prompt: addOnGroup.prompt } : {}),
          position: (existing.at(-1)?.position ?? 0) + 1,
          createdDate: now,
          updatedDate: now,
        };
        await repo.insertAddOnGroup(tx, record);
        return { addOnGroup: repo.presentAddOnGroup(record) };
      }),

    deleteAddOnGroup: (siteId: string, { addOnGroupId, serviceId }: DeleteAddOnGroupRequest) =>
      onService(siteId, serviceId, async (tx) => {
        await groupOf(tx, siteId, serviceId, addOnGroupId);
        await repo.deleteAddOnGroup(tx, siteId, addOnGroupId);
        return {};
      }),

    /** Changes the fields `mask` names, or every field sent without one; a field masked but not sent is cleared. */
    updateAddOnGroup: (siteId: string, { addOnGroup, serviceId, mask }: UpdateAddOnGroupRequest) =>
      onService(siteId, serviceId, async (tx, _service, now) => {
        const group = await groupOf(tx, siteId, serviceId, addOnGroup.id);
        const next: repo.AddOnGroupRecord = { ...group, updatedDate: now };
        for (const field of maskedTopFields(mask, addOnGroup)) {
          if (field === 'id') continue;
          if (!UPDATABLE.has(field))
            throw ValidationError.field(
              'mask',
              `names ${field}, which cannot be changed`,
              'FIELD_NOT_ALLOWED',
            );
          if (field === 'name') {
            if (addOnGroup.name === undefined)
              throw ValidationError.field('addOnGroup.name', 'is required when masked', 'REQUIRED_FIELD');
            next.name = addOnGroup.name;
          } else if (field === 'addOnIds') next.addOnIds = distinct(addOnGroup.addOnIds);
          else if (field === 'maxNumberOfAddOns') {
            if (addOnGroup.maxNumberOfAddOns === undefined) delete next.maxNumberOfAddOns;
            else next.maxNumberOfAddOns = addOnGroup.maxNumberOfAddOns;
          } else if (addOnGroup.prompt) next.prompt = addOnGroup.prompt;
          else delete next.prompt;
        }
        await repo.updateAddOnGroup(tx, next);
        return { addOnGroup: repo.presentAddOnGroup(next) };
      }),

    /** Replaces a group's add-ons; their order is the order customers see them in. */
    setAddOnsForGroup: (siteId: string, { serviceId, groupId, addOnIds }: SetAddOnsForGroupRequest) =>
      onService(siteId, serviceId, async (tx, _service, now) => {
        const group = await repo.findAddOnGroup(tx, siteId, groupId);
        if (!group || group.serviceId !== serviceId)
          throw new ApplicationError({
            status: 404,
            code: 'ADD_ON_GROUP_NOT_FOUND',
            description: `Service ${serviceId} has no add-on group ${groupId}`,
          });
        const next = { ...group, addOnIds: distinct(addOnIds), updatedDate: now };
        await repo.updateAddOnGroup(tx, next);
        return { addOnGroup: repo.presentAddOnGroup(next) satisfies AddOnGroup };
      }),

    /** A service's groups (those `groupIds` names, or all) with their add-ons in display order. */
    async listAddOnGroupsByServiceId(
      siteId: string,
      { serviceId, groupIds }: ListAddOnGroupsByServiceIdRequest,
      owner: boolean,
    ): Promise<ListAddOnGroupsByServiceIdResponse> {
      const service = await servicesRepo.findService(db, siteId, serviceId);
      if (!service || (service.hidden && !owner)) throw notFound('Service', serviceId);
      const groups = (await repo.addOnGroupsOf(db, siteId, [serviceId])).get(serviceId) ?? [];
      const wanted = groupIds && new Set(groupIds);
      return {
        addOnGroupsDetails: groups
          .filter((group) => !wanted || wanted.has(group.id))
          .map((group) => ({
            groupId: group.id,
            groupName: group.name,
            ...(group.maxNumberOfAddOns !== undefined ? { maxNumberOfAddOns: group.maxNumberOfAddOns } : {}),
            ...(group.prompt ? { prompt: group.prompt } : {}),
            addOns: group.addOnIds.map((addOnId) => ({ addOnId })),
          })),
      };
    },
  };
}

export type AddOnGroupsService = ReturnType<typeof createAddOnGroupsService>;
