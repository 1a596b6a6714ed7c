import type { siteClient } from '../platform';
import {
  collectionChanges,
  inventoryChanges,
  pictureChanges,
  productChanges,
  variantChanges,
} from './draft-changes';
import { combinationKey, combinationsOf, type ProductDraft } from './product-draft';

type SiteClient = ReturnType<typeof siteClient>;

/** The platform takes at most this many variants a call. */
const BATCH = 100;
const batches = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, index) =>
    items.slice(index * BATCH, (index + 1) * BATCH),
  );

/** A save that stopped part way: the product exists (with this id), but not all of it was saved. */
export class PartlySaved extends Error {
  constructor(
    readonly productId: string,
    readonly reason: unknown,
  ) {
    super('The product was saved, but not all of its details');
  }
}

/**
 * Saves a draft with the catalogue's own calls, as any client would make them: the product, then
 * its variants and their stock, pictures and collections. `before` is the draft as last read
 * (absent for a new product). Answers the product's id.
 */
export async function saveProduct(
  client: SiteClient,
  draft: ProductDraft,
  saved?: { id: string; before: ProductDraft },
) {
  const input = productChanges(draft, saved?.before);
  let id = saved?.id;
  if (id === undefined) {
    const { product } = await client.products.createProduct({ ...input, name: draft.name.trim() });
    id = product._id;
  } else if (Object.keys(input).length > 0) {
    await client.products.updateProduct(id, input);
  }
  try {
    await saveTheRest(client, id, draft, saved?.before);
  } catch (reason) {
    throw new PartlySaved(id, reason);
  }
  return id;
}

async function saveTheRest(client: SiteClient, id: string, draft: ProductDraft, before?: ProductDraft) {
  const { products, collections } = client;
  if (draft.options.length > 0) {
    const variantIds = new Map<string, string>();
    for (const batch of batches(variantChanges(draft, before))) {
      const { variants } = await products.updateVariants(id, batch);
      for (const variant of variants) variantIds.set(keyOf(draft, variant.choices), variant._id);
    }
    // Variants nobody changed the price of still have their stock to save: read their ids.
    for (let offset = 0; variantIds.size < combinationsOf(draft.options).length; offset += BATCH) {
      const { variants } = await products.queryProductVariants(id, { paging: { limit: BATCH, offset } });
      for (const variant of variants) variantIds.set(keyOf(draft, variant.choices), variant._id);
      if (variants.length < BATCH) break;
    }
    const stock = inventoryChanges(draft, variantIds, before);
    for (const batch of batches(stock.variants))
      await products.updateInventoryVariants(id, { trackQuantity: stock.trackQuantity, variants: batch });
  }

  const pictures = pictureChanges(draft, before);
  if (pictures.removed.length > 0) await products.removeProductMedia(id, pictures.removed);
  if (pictures.added.length > 0)
    await products.addProductMedia(
      id,
      pictures.added.map((mediaId) => ({ mediaId })),
    );
  if (pictures.order) await products.reorderProductMedia(id, pictures.order);
  if (pictures.cleared.length > 0) await products.removeProductMediaFromChoices(id, pictures.cleared);
  if (pictures.shown.length > 0) await products.addProductMediaToChoices(id, pictures.shown);

  const { joined, left } = collectionChanges(draft, before);
  for (const collectionId of joined) await collections.addProductsToCollection(collectionId, [id]);
  for (const collectionId of left) await collections.removeProductsFromCollection(collectionId, [id]);
}

/** A variant's key in the draft's option order (the platform's `choices` come in its own order). */
const keyOf = (draft: ProductDraft, choices: Record<string, string>) =>
  combinationKey(
    Object.fromEntries(
      draft.options
        .filter((option) => option.name.trim())
        .map((option) => [option.name.trim(), choices[option.name.trim()] ?? '']),
    ),
  );
