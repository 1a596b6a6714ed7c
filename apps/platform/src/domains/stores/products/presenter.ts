import type { PriceData, Product } from '@bazaar/contracts';
import { formatMoney, type Minor, percentOf, toMajorNumber } from '../../../kernel/money.js';
import type { ProductRecord, VariantRecord } from './product-record.js';

type Choice = Product['productOptions'][number]['choices'][number];

/** The price after the product's discount, never below zero. */
export function discountedMinor(record: Pick<ProductRecord, 'discount'>, priceMinor: Minor): Minor {
  const { discount } = record;
  if (discount.type === 'AMOUNT') return Math.max(0, priceMinor - discount.minor);
  if (discount.type === 'PERCENT') return Math.max(0, priceMinor - percentOf(priceMinor, discount.percent));
  return priceMinor;
}

/** The price products are filtered and sorted by (discounted, in major units), kept beside the record. */
export const sortPrice = (record: ProductRecord, currency: string): number =>
  toMajorNumber(discountedMinor(record, record.priceMinor), currency);

function priceData(priceMinor: Minor, discounted: Minor, currency: string): PriceData {
  return {
    currency,
    price: toMajorNumber(priceMinor, currency),
    discountedPrice: toMajorNumber(discounted, currency),
    formatted: {
      price: formatMoney(priceMinor, currency),
      discountedPrice: formatMoney(discounted, currency),
    },
  };
}

const variantPrice = (record: ProductRecord, variant: VariantRecord): Minor =>
  variant.priceMinor ?? record.priceMinor;

type StockWire = Product['stock'];

function stockOf(record: ProductRecord): StockWire {
  if (!record.manageVariants || record.variants.length === 0) {
    const { trackInventory, quantity, inStock } = record.stock;
    const available = trackInventory ? (quantity ?? 0) > 0 : inStock;
    return {
      trackInventory,
      ...(trackInventory ? { quantity: quantity ?? 0 } : {}),
      inStock: available,
      inventoryStatus: available ? 'IN_STOCK' : 'OUT_OF_STOCK',
    };
  }
  const inStock = record.variants.map((variant) =>
    variant.stock.trackQuantity ? (variant.stock.quantity ?? 0) > 0 : variant.stock.inStock,
  );
  const tracked = record.variants.every((variant) => variant.stock.trackQuantity);
  const some = inStock.some(Boolean);
  const all = inStock.every(Boolean);
  return {
    trackInventory: tracked,
    ...(tracked
      ? { quantity: record.variants.reduce((sum, variant) => sum + (variant.stock.quantity ?? 0), 0) }
      : {}),
    inStock: some,
    inventoryStatus: all ? 'IN_STOCK' : some ? 'PARTIALLY_OUT_OF_STOCK' : 'OUT_OF_STOCK',
  };
}

/** In stock, partly (some variants sold out) or out of stock: kept in a column to filter by. */
export const inventoryStatusOf = (record: ProductRecord): StockWire['inventoryStatus'] =>
  stockOf(record).inventoryStatus;

/** A choice's pictures, in the order given, from the product's gallery. */
function choiceMedia(record: ProductRecord, mediaIds: string[] | undefined): Pick<Choice, 'media'> {
  const items = (mediaIds ?? []).flatMap((id) => record.media.filter((item) => item.id === id));
  const [mainMedia] = items;
  return mainMedia ? { media: { mainMedia, items } } : {};
}

export interface PresentOptions {
  currency: string;
  /** Where the storefront shows a product: `productPageUrl.base`. */
  storefrontUrl: string;
  includeVariants: boolean;
  includeMerchantSpecificData: boolean;
}

/** The v1 catalogue product as the official client reads it (reference §2.3). */
export function presentProduct(record: ProductRecord, options: PresentOptions): Product {
  const { currency } = options;
  const discounted = discountedMinor(record, record.priceMinor);
  const price = priceData(record.priceMinor, discounted, currency);
  const variantPrices = record.manageVariants
    ? record.variants.map((variant) => discountedMinor(record, variantPrice(record, variant)))
    : [discounted];
  const [first, ...rest] = record.media;
  const costMinor = record.costMinor;
  return {
    id: record.id,
    name: record.name,
    slug: record.slug,
    visible: record.visible,
    productType: record.productType,
    description: record.description,
    ...(record.sku ? { sku: record.sku } : {}),
    ...(record.weight !== undefined ? { weight: record.weight } : {}),
    stock: stockOf(record),
    price,
    priceData: price,
    convertedPriceData: price,
    priceRange: {
      minValue: toMajorNumber(Math.min(...variantPrices), currency),
      maxValue: toMajorNumber(Math.max(...variantPrices), currency),
    },
    ...(options.includeMerchantSpecificData && costMinor !== undefined
      ? {
          costAndProfitData: {
            itemCost: toMajorNumber(costMinor, currency),
            formattedItemCost: formatMoney(costMinor, currency),
            profit: toMajorNumber(discounted - costMinor, currency),
            formattedProfit: formatMoney(discounted - costMinor, currency),
            // A ratio for display, rounded to 4 places as the wire carries it.
            profitMargin:
              discounted === 0 ? 0 : Math.round(((discounted - costMinor) / discounted) * 10_000) / 10_000,
          },
        }
      : {}),
    discount:
      record.discount.type === 'AMOUNT'
        ? { type: 'AMOUNT', value: toMajorNumber(record.discount.minor, currency) }
        : record.discount.type === 'PERCENT'
          ? { type: 'PERCENT', value: Number(record.discount.percent) }
          : { type: 'NONE', value: 0 },
    media: { ...(first ? { mainMedia: first } : {}), items: first ? [first, ...rest] : [] },
    productOptions: record.options.map((option) => ({
      optionType: option.optionType,
      name: option.name,
      choices: option.choices.map((choice) => ({
        value: choice.value,
        description: choice.description,
        ...choiceMedia(record, choice.mediaIds),
        visible: true,
        inStock:
          !record.manageVariants ||
          record.variants.some(
            (variant) =>
              variant.choices[option.name] === choice.description &&
              (variant.stock.trackQuantity ? (variant.stock.quantity ?? 0) > 0 : variant.stock.inStock),
          ),
      })),
    })),
    customTextFields: [],
    manageVariants: record.manageVariants,
    ...(options.includeVariants
      ? {
          variants: record.variants.map((variant) => {
            const variantData = priceData(
              variantPrice(record, variant),
              discountedMinor(record, variantPrice(record, variant)),
              currency,
            );
            return {
              id: variant.id,
              choices: variant.choices,
              variant: {
                priceData: variantData,
                convertedPriceData: variantData,
                ...(variant.weight !== undefined ? { weight: variant.weight } : {}),
                ...(variant.sku ? { sku: variant.sku } : {}),
                visible: variant.visible,
              },
              stock: {
                trackQuantity: variant.stock.trackQuantity,
                ...(variant.stock.trackQuantity ? { quantity: variant.stock.quantity ?? 0 } : {}),
                inStock: variant.stock.trackQuantity
                  ? (variant.stock.quantity ?? 0) > 0
                  : variant.stock.inStock,
              },
            };
          }),
        }
      : {}),
    productPageUrl: { base: options.storefrontUrl, path: `/product-page/${record.slug}` },
    collectionIds: record.collectionIds,
    ...(record.ribbon ? { ribbon: record.ribbon } : {}),
    ...(record.brand ? { brand: record.brand } : {}),
    numericId: String(record.numericId),
    lastUpdated: record.updatedDate,
    createdDate: record.createdDate,
  };
}
