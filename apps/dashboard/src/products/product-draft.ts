import type { Product } from '@bazaar/sdk/stores';
import { amountOf } from './decimal';

/**
 * A product as the editor holds it while the owner types: every field a string as typed, so a
 * half-written price is kept as written and judged by `problemsOf`, not lost.
 */
export interface ChoiceDraft {
  name: string;
  /** The swatch of a colour choice (a CSS colour). */
  color: string;
}

export interface OptionDraft {
  name: string;
  kind: 'drop_down' | 'color';
  choices: ChoiceDraft[];
}

/** One combination of choices. A blank price is the product's price. */
export interface VariantDraft {
  price: string;
  sku: string;
  weight: string;
  quantity: string;
  inStock: boolean;
}

export interface PictureDraft {
  mediaId: string;
  url: string;
  title: string;
  /** The choice it is shown for (`choiceKey`), or '' for none. */
  forChoice: string;
}

export interface ProductDraft {
  name: string;
  description: string;
  slug: string;
  visible: boolean;
  price: string;
  /** What the buyer pays while on sale; blank when not on sale. */
  salePrice: string;
  sku: string;
  weight: string;
  trackInventory: boolean;
  quantity: string;
  inStock: boolean;
  options: OptionDraft[];
  /** By `combinationKey`. */
  variants: Record<string, VariantDraft>;
  pictures: PictureDraft[];
  collectionIds: string[];
}

export type Combination = Record<string, string>;

export const EMPTY_VARIANT: VariantDraft = { price: '', sku: '', weight: '', quantity: '', inStock: true };

export const emptyDraft = (): ProductDraft => ({
  name: '',
  description: '',
  slug: '',
  visible: true,
  price: '',
  salePrice: '',
  sku: '',
  weight: '',
  trackInventory: false,
  quantity: '',
  inStock: true,
  options: [],
  variants: {},
  pictures: [],
  collectionIds: [],
});

/** The options that make variants: named, with their named choices. */
export const namedOptions = (options: OptionDraft[]): OptionDraft[] =>
  options
    .map((option) => ({
      ...option,
      name: option.name.trim(),
      choices: option.choices.filter((c) => c.name.trim()),
    }))
    .filter((option) => option.name && option.choices.length > 0);

/** Every combination of one choice per option, in the options' order (a product without options has one). */
export const combinationsOf = (options: OptionDraft[]): Combination[] =>
  namedOptions(options).reduce<Combination[]>(
    (partial, option) =>
      partial.flatMap((combination) =>
        option.choices.map((choice) => ({ ...combination, [option.name]: choice.name.trim() })),
      ),
    [{}],
  );

export const combinationKey = (combination: Combination): string =>
  Object.entries(combination)
    .map(([option, choice]) => `${option}=${choice}`)
    .join('|');

export const choiceKey = (option: string, choice: string): string => JSON.stringify([option, choice]);
export const choiceOfKey = (key: string): { option: string; choice: string } => {
  const [option = '', choice = ''] = JSON.parse(key) as string[];
  return { option, choice };
};

const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The draft of a product read from the platform, with its variants (read apart from it). */
export function draftOf(product: Product, variants: NonNullable<Product['variants']>): ProductDraft {
  const price = amountOf(product.priceData.price);
  const onSale =
    product.discount.type !== 'NONE' && product.priceData.discountedPrice < product.priceData.price;
  const pictureChoice = new Map<string, string>();
  for (const option of product.productOptions)
    for (const choice of option.choices)
      for (const item of choice.media?.items ?? [])
        if (!pictureChoice.has(item._id))
          pictureChoice.set(item._id, choiceKey(option.name, choice.description));
  const tracked = product.stock.trackInventory;
  return {
    name: product.name,
    description: product.description,
    slug: product.slug,
    visible: product.visible,
    price,
    salePrice: onSale ? amountOf(product.priceData.discountedPrice) : '',
    sku: product.sku ?? '',
    weight: numberText(product.weight),
    trackInventory: tracked,
    quantity: tracked ? numberText(product.stock.quantity ?? 0) : '',
    inStock: product.stock.inStock,
    options: product.productOptions.map((option) => ({
      name: option.name,
      kind: option.optionType,
      choices: option.choices.map((choice) => ({ name: choice.description, color: choice.value })),
    })),
    variants: Object.fromEntries(
      product.productOptions.length === 0
        ? []
        : variants.map((variant) => {
            const own = amountOf(variant.variant.priceData.price);
            return [
              combinationKey(
                Object.fromEntries(
                  product.productOptions.map((option) => [option.name, variant.choices[option.name] ?? '']),
                ),
              ),
              {
                price: own === price ? '' : own,
                sku: variant.variant.sku ?? '',
                weight: numberText(variant.variant.weight),
                quantity: variant.stock.trackQuantity ? numberText(variant.stock.quantity ?? 0) : '',
                inStock: variant.stock.inStock,
              },
            ];
          }),
    ),
    pictures: product.media.items.map((item) => ({
      mediaId: item._id,
      url: item.image?.url ?? '',
      title: item.title ?? '',
      forChoice: pictureChoice.get(item._id) ?? '',
    })),
    collectionIds: [...product.collectionIds],
  };
}
