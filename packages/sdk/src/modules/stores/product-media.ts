import type {
  AddProductMediaRequest,
  ProductChoicesMediaRequest,
  RemoveProductMediaRequest,
  ReorderProductMediaRequest,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import { fillPath, type SdkRequest } from '../../wire/index.js';

/** Adds uploaded images (`@bazaar/sdk/media`) to a product's gallery, optionally for a choice. */
export const addProductMedia = defineMethod(
  ({ http }) =>
    async (id: string, media: SdkRequest<AddProductMediaRequest>['media']): Promise<void> => {
      await callRest(http, {
        method: 'POST',
        path: fillPath('/stores/v1/products/{id}/media', { id }),
        payload: { media },
      });
    },
  { elevated: true },
);

export const removeProductMedia = defineMethod(
  ({ http }) =>
    async (id: string, mediaIds: RemoveProductMediaRequest['mediaIds']): Promise<void> => {
      await callRest(http, {
        method: 'POST',
        path: fillPath('/stores/v1/products/{id}/media/delete', { id }),
        payload: { mediaIds },
      });
    },
  { elevated: true },
);

/** The gallery in a new order: every media id of the product, each once, the first shown first. */
export const reorderProductMedia = defineMethod(
  ({ http }) =>
    async (id: string, mediaIds: ReorderProductMediaRequest['mediaIds']): Promise<void> => {
      await callRest(http, {
        method: 'PUT',
        path: fillPath('/stores/v1/products/{id}/media/order', { id }),
        payload: { mediaIds },
      });
    },
  { elevated: true },
);

/** `[{ option: 'Color', choice: 'Red', mediaIds: [redShirtId] }]`: pictures shown for a choice. */
export const addProductMediaToChoices = defineMethod(
  ({ http }) =>
    async (id: string, media: SdkRequest<ProductChoicesMediaRequest>['media']): Promise<void> => {
      await callRest(http, {
        method: 'PATCH',
        path: fillPath('/stores/v1/products/{id}/choices/media', { id }),
        payload: { media },
      });
    },
  { elevated: true },
);

export const removeProductMediaFromChoices = defineMethod(
  ({ http }) =>
    async (id: string, media: SdkRequest<ProductChoicesMediaRequest>['media']): Promise<void> => {
      await callRest(http, {
        method: 'POST',
        path: fillPath('/stores/v1/products/{id}/choices/media/delete', { id }),
        payload: { media },
      });
    },
  { elevated: true },
);
