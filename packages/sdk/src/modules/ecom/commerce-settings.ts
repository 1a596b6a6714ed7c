import type { CommerceSettings } from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';

export type { CommerceSettings } from '@bazaar/contracts';

/** The site's shipping options (delivery rules by price, weight or quantity) and tax rates. */
export const getCommerceSettings = defineMethod(
  ({ http }) =>
    async (): Promise<{ commerceSettings: CommerceSettings }> =>
      callRest<{ commerceSettings: CommerceSettings }>(http, {
        method: 'GET',
        path: '/ecom/v1/commerce-settings',
      }),
  { elevated: true },
);

/** Replaces them whole: the next cart and checkout are priced by these. */
export const updateCommerceSettings = defineMethod(
  ({ http }) =>
    async (commerceSettings: CommerceSettings): Promise<{ commerceSettings: CommerceSettings }> =>
      callRest<{ commerceSettings: CommerceSettings }>(http, {
        method: 'PUT',
        path: '/ecom/v1/commerce-settings',
        payload: { commerceSettings },
      }),
  { elevated: true },
);
