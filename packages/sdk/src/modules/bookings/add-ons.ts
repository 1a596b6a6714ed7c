import type {
  AddOnResponse,
  CreateAddOnRequest,
  UpdateAddOnRequest,
  AddOn as WireAddOn,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { createQuery } from '../../query/builder.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath, type SdkRequest } from '../../wire/index.js';

/** An extra a customer picks when booking, as `@wix/bookings`' `addOns` module names it. */
export type AddOn = FromWire<WireAddOn>;

const BASE = '/addons/v1/add-ons';

/** `queryAddOns().ascending('name').find()`: the site's add-ons, paged by offset. */
export const queryAddOns = defineMethod(
  ({ http }) =>
    () =>
      createQuery<AddOn>({
        http,
        method: 'POST',
        path: `${BASE}/query`,
        itemsKey: 'addOns',
        metadataKey: 'pagingMetadata',
        paging: 'offset',
      }),
);

export const getAddOn = defineMethod(
  ({ http }) =>
    async (addOnId: string): Promise<AddOn> =>
      (
        await callRest<AddOnResponse>(http, {
          method: 'GET',
          path: fillPath(`${BASE}/{addOnId}`, { addOnId }),
        })
      ).addOn,
);

/** A price, and either `durationInMinutes` (it lengthens the session) or `maxQuantity` (units). */
export const createAddOn = defineMethod(
  ({ http }) =>
    async (addOn: SdkRequest<CreateAddOnRequest>['addOn']): Promise<AddOn> =>
      (await callRest<AddOnResponse>(http, { method: 'POST', path: BASE, payload: { addOn } })).addOn,
  { elevated: true },
);

/** Changes the fields sent at the `revision` read; a stale revision is refused. */
export const updateAddOn = defineMethod(
  ({ http }) =>
    async (addOnId: string, addOn: SdkRequest<UpdateAddOnRequest>['addOn']): Promise<AddOn> =>
      (
        await callRest<AddOnResponse>(http, {
          method: 'PATCH',
          path: fillPath(`${BASE}/{addOnId}`, { addOnId }),
          payload: { addOn },
        })
      ).addOn,
  { elevated: true },
);

/** Deletes an add-on no add-on group lists (else `ADD_ON_IN_USE`). */
export const deleteAddOn = defineMethod(
  ({ http }) =>
    async (addOnId: string): Promise<void> => {
      await callRest(http, { method: 'DELETE', path: fillPath(`${BASE}/{addOnId}`, { addOnId }) });
    },
  { elevated: true },
);
