import type { ProductInput } from '@bazaar/contracts';
import { subtractAmounts } from './decimal';
import {
  type Combination,
  choiceKey,
  choiceOfKey,
  combinationKey,
  combinationsOf,
  EMPTY_VARIANT,
  namedOptions,
  type ProductDraft,
} from './product-draft';

/**
 * What the platform must be told to turn one draft into another: only what changed, so that a
 * save never writes back a stock count a sale has changed meanwhile.
 */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const pricing = (draft: ProductDraft): Pick<ProductInput, 'priceData' | 'discount'> => {
  const price = draft.price.trim();
  const sale = draft.salePrice.trim();
  return {
    priceData: { price },
    discount: sale ? { type: 'AMOUNT', value: subtractAmounts(price, sale) } : { type: 'NONE', value: '0' },
  };
};

const productOptionsOf = (draft: ProductDraft): NonNullable<ProductInput['productOptions']> =>
  namedOptions(draft.options).map((option) => ({
    name: option.name,
    optionType: option.kind,
    choices: option.choices.map((choice) => ({
      description: choice.name.trim(),
      ...(option.kind === 'color' ? { value: choice.color } : {}),
    })),
  }));

const stockOf = (draft: ProductDraft): ProductInput['stock'] =>
  draft.trackInventory
    ? { trackInventory: true, quantity: Number(draft.quantity) }
    : { trackInventory: false, inStock: draft.inStock };

/** The product's own fields, all of them (a new product) or those that changed (`before`). */
export function productChanges(draft: ProductDraft, before?: ProductDraft): Partial<ProductInput> {
  const changed = <K extends keyof ProductDraft>(...keys: K[]) =>
    !before || keys.some((key) => !same(draft[key], before[key]));
  const input: Partial<ProductInput> = {};
  if (changed('name')) input.name = draft.name.trim();
  if (changed('description')) input.description = draft.description;
  if (changed('visible')) input.visible = draft.visible;
  if (changed('slug') && draft.slug.trim()) input.slug = draft.slug.trim();
  if (changed('sku')) input.sku = draft.sku.trim();
  if (changed('weight') && draft.weight.trim()) input.weight = Number(draft.weight);
  if (changed('price', 'salePrice')) Object.assign(input, pricing(draft));
  if (changed('options')) {
    input.productOptions = productOptionsOf(draft);
    input.manageVariants = input.productOptions.length > 0;
  }
  // With options, stock is each variant's (`inventoryChanges`).
  if (draft.options.length === 0 && changed('trackInventory', 'quantity', 'inStock', 'options'))
    input.stock = stockOf(draft);
  return input;
}

const variantOf = (draft: ProductDraft, combination: Combination) =>
  draft.variants[combinationKey(combination)] ?? EMPTY_VARIANT;

/**
 * Price, SKU and weight of the variants that changed; every variant's when the options or the
 * product's price changed (a blank price follows the product's).
 */
export function variantChanges(draft: ProductDraft, before?: ProductDraft) {
  const everything =
    !before || !same(draft.options, before.options) || draft.price.trim() !== before.price.trim();
  return combinationsOf(draft.options)
    .filter((combination) => {
      if (everything) return true;
      const now = variantOf(draft, combination);
      const then = variantOf(before, combination);
      return now.price !== then.price || now.sku !== then.sku || now.weight !== then.weight;
    })
    .map((combination) => {
      const variant = variantOf(draft, combination);
      return {
        choices: combination,
        price: variant.price.trim() || draft.price.trim(),
        sku: variant.sku.trim(),
        ...(variant.weight.trim() ? { weight: Number(variant.weight) } : {}),
      };
    });
}

/** The stock of the variants whose count (or tracking) changed, by the variants' ids. */
export function inventoryChanges(
  draft: ProductDraft,
  variantIds: Map<string, string>,
  before?: ProductDraft,
) {
  const tracking =
    !before || draft.trackInventory !== before.trackInventory || !same(draft.options, before.options);
  const variants = combinationsOf(draft.options).flatMap((combination) => {
    const variantId = variantIds.get(combinationKey(combination));
    const now = variantOf(draft, combination);
    const then = before ? variantOf(before, combination) : undefined;
    if (!variantId) return [];
    if (!tracking && then && now.quantity === then.quantity && now.inStock === then.inStock) return [];
    return [
      draft.trackInventory
        ? { variantId, quantity: Number(now.quantity || '0') }
        : { variantId, inStock: now.inStock },
    ];
  });
  return { trackQuantity: draft.trackInventory, variants };
}

/** Pictures added, removed, put in a new order, and the choices whose pictures changed. */
export function pictureChanges(draft: ProductDraft, before?: ProductDraft) {
  const had = new Set(before?.pictures.map((picture) => picture.mediaId));
  const has = new Set(draft.pictures.map((picture) => picture.mediaId));
  const added = draft.pictures
    .filter((picture) => !had.has(picture.mediaId))
    .map((picture) => picture.mediaId);
  const removed = [...had].filter((mediaId) => !has.has(mediaId));
  const kept = (before?.pictures ?? [])
    .map((picture) => picture.mediaId)
    .filter((mediaId) => has.has(mediaId));
  const order = draft.pictures.map((picture) => picture.mediaId);
  const reordered = order.length > 1 && !same(order, [...kept, ...added]);

  const shownFor = (pictures: ProductDraft['pictures']) => {
    const byChoice = new Map<string, string[]>();
    for (const picture of pictures)
      if (picture.forChoice)
        byChoice.set(picture.forChoice, [...(byChoice.get(picture.forChoice) ?? []), picture.mediaId]);
    return byChoice;
  };
  const now = shownFor(draft.pictures);
  const then = shownFor(before?.pictures ?? []);
  const savedChoices = new Set(
    namedOptions(draft.options).flatMap((option) =>
      option.choices.map((choice) => choiceKey(option.name, choice.name.trim())),
    ),
  );
  const changedChoices = [...savedChoices].filter((key) => !same(now.get(key) ?? [], then.get(key) ?? []));
  return {
    added,
    removed,
    order: reordered ? order : undefined,
    cleared: changedChoices.filter((key) => then.has(key)).map(choiceOfKey),
    shown: changedChoices
      .filter((key) => now.has(key))
      .map((key) => ({ ...choiceOfKey(key), mediaIds: now.get(key) ?? [] })),
  };
}

export function collectionChanges(draft: ProductDraft, before?: ProductDraft) {
  const had = new Set(before?.collectionIds);
  const has = new Set(draft.collectionIds);
  return {
    joined: draft.collectionIds.filter((id) => !had.has(id)),
    left: [...had].filter((id) => !has.has(id)),
  };
}
