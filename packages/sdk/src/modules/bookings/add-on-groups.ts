import type {
  AddOnGroupResponse,
  CreateAddOnGroupRequest,
  ListAddOnGroupsByServiceIdResponse,
  UpdateAddOnGroupRequest,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire, SdkRequest } from '../../wire/index.js';

/**
 * Add-on groups of services, as `@wix/bookings` names the calls (methods of `services`, which
 * re-exports them). Writes are the owner's; anyone lists a visible service's groups.
 */

const base = '/bookings/v2/services/add-on-groups';

/** @example const { addOnGroup } = await client.services.createAddOnGroup({ name: 'Extras', addOnIds }, { serviceId }); */
export const createAddOnGroup = defineMethod(
  ({ http }) =>
    async (
      addOnGroup: SdkRequest<CreateAddOnGroupRequest>['addOnGroup'],
      options: { serviceId: string },
    ): Promise<FromWire<AddOnGroupResponse>> =>
      callRest<AddOnGroupResponse>(http, {
        method: 'POST',
        path: `${base}/create`,
        payload: { addOnGroup, ...options },
      }),
  { elevated: true },
);

export const deleteAddOnGroup = defineMethod(
  ({ http }) =>
    async (addOnGroupId: string, options: { serviceId: string }): Promise<void> => {
      await callRest(http, { method: 'POST', path: `${base}/delete`, payload: { addOnGroupId, ...options } });
    },
  { elevated: true },
);

/** Changes the fields `mask` names (every field sent without one) of the group `addOnGroup._id` names. */
export const updateAddOnGroup = defineMethod(
  ({ http }) =>
    async (
      addOnGroup: SdkRequest<UpdateAddOnGroupRequest>['addOnGroup'],
      options: { serviceId: string; mask?: string[] },
    ): Promise<FromWire<AddOnGroupResponse>> =>
      callRest<AddOnGroupResponse>(http, {
        method: 'POST',
        path: `${base}/update`,
        payload: {
          addOnGroup,
          serviceId: options.serviceId,
          ...(options.mask ? { mask: options.mask.join(',') } : {}),
        },
      }),
  { elevated: true },
);

export const listAddOnGroupsByServiceId = defineMethod(
  ({ http }) =>
    async (
      serviceId: string,
      options: { groupIds?: string[] } = {},
    ): Promise<FromWire<ListAddOnGroupsByServiceIdResponse>> =>
      callRest<ListAddOnGroupsByServiceIdResponse>(http, {
        method: 'POST',
        path: `${base}/list-add-on-groups-by-service-id`,
        payload: { serviceId, ...options },
      }),
);

/** Replaces a group's add-ons; their order is the order customers see them in. */
export const setAddOnsForGroup = defineMethod(
  ({ http }) =>
    async (
      serviceId: string,
      options: { groupId: string; addOnIds: string[] },
    ): Promise<FromWire<AddOnGroupResponse>> =>
      callRest<AddOnGroupResponse>(http, {
        method: 'POST',
        path: `${base}/set-add-ons-for-group`,
        payload: { serviceId, ...options },
      }),
  { elevated: true },
);
