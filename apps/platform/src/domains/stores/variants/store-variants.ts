import type { MediaItem, StoreVariant } from '@bazaar/contracts';
import type { ProductRecord } from '../products/product-record.js';

type StoreVariantMedia = NonNullable<StoreVariant['media']>;

function mediaOf(item: MediaItem | undefined): StoreVariantMedia | undefined {
  if (!item?.image) return undefined;
  const { url, width, height, altText } = item.image;
  return { image: { id: item.id, url, width, height, ...(altText ? { altText } : {}) } };
}

/**
 * Every variant of a product as the store-wide variant reads show it. A variant's picture is the
 * first image given to one of its choices (in option order), else the product's main image.
 */
export function storeVariantsOf(record: ProductRecord): StoreVariant[] {
  const mediaById = new Map(record.media.map((item) => [item.id, item]));
  return record.variants.map((variant) => {
    const chosen = record.options.map((option) => ({
      option,
      choice: option.choices.find((choice) => choice.description === variant.choices[option.name]),
    }));
    const choiceMediaId = chosen.flatMap(({ choice }) => choice?.mediaIds ?? [])[0];
    const media = mediaOf((choiceMediaId && mediaById.get(choiceMediaId)) || record.media[0]);
    const stock = record.manageVariants
      ? variant.stock
      : {
          trackQuantity: record.stock.trackInventory,
          ...(record.stock.trackInventory ? { quantity: record.stock.quantity ?? 0 } : {}),
          inStock: record.stock.inStock,
        };
    const quantity = stock.trackQuantity ? (stock.quantity ?? 0) : undefined;
    const sku = record.manageVariants ? variant.sku : record.sku;
    return {
      id: `${record.id}-${variant.id}`,
      variantId: variant.id,
      productId: record.id,
      variantName: chosen.map(({ option }) => variant.choices[option.name]).join(' | '),
      productName: record.name,
      managedVariant: record.manageVariants,
      ...(sku ? { sku } : {}),
      stock: {
        trackQuantity: stock.trackQuantity,
        ...(quantity !== undefined ? { quantity } : {}),
        inStock: quantity !== undefined ? quantity > 0 : stock.inStock,
      },
      choices: variant.choices,
      collectionIds: record.collectionIds,
      ...(media ? { media } : {}),
    };
  });
}
