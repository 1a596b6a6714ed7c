import type { Cart, LineItem, MultiCurrencyPrice } from '@bazaar/contracts';
import { formatMoney, type Minor, toDecimalString } from '../../kernel/money.js';
import type { CartRecord } from './cart-record.js';
import type { CatalogItem } from './catalog.js';

export function money(minor: Minor, currency: string): MultiCurrencyPrice {
  const amount = toDecimalString(minor, currency);
  const formatted = formatMoney(minor, currency);
  return { amount, convertedAmount: amount, formattedAmount: formatted, formattedConvertedAmount: formatted };
}

function availability(item: CatalogItem | undefined, quantity: number): LineItem['availability'] {
  if (!item) return { status: 'NOT_FOUND' };
  if (!item.inStock)
    return {
      status: 'NOT_AVAILABLE',
      ...(item.quantityAvailable !== undefined ? { quantityAvailable: 0 } : {}),
    };
  if (item.quantityAvailable !== undefined && item.quantityAvailable < quantity) {
    return { status: 'PARTIALLY_AVAILABLE', quantityAvailable: item.quantityAvailable };
  }
  return {
    status: 'AVAILABLE',
    ...(item.quantityAvailable !== undefined ? { quantityAvailable: item.quantityAvailable } : {}),
  };
}

/** The cart on the wire: lines priced from the catalogue now, and the subtotal of what can be bought. */
export function presentCart(
  cart: CartRecord,
  items: (CatalogItem | undefined)[],
  settings: { currency: string; storefrontUrl: string },
): Cart {
  const { currency } = settings;
  let subtotal = 0;
  const lineItems = cart.lineItems.map((line, index): LineItem => {
    const item = items[index];
    const state = availability(item, line.quantity);
    const unit = item?.priceMinor ?? 0;
    const buyable =
      state.status === 'AVAILABLE'
        ? line.quantity
        : state.status === 'PARTIALLY_AVAILABLE'
          ? (state.quantityAvailable ?? 0)
          : 0;
    subtotal += unit * buyable;
    const name = item?.name ?? 'Unavailable item';
    const relativePath = item?.relativePath ?? '';
    return {
      id: line.id,
      quantity: line.quantity,
      catalogReference: {
        appId: line.appId,
        catalogItemId: line.productId,
        options: {
          ...(Object.keys(line.options).length ? { options: line.options } : {}),
          variantId: line.variantId,
        },
      },
      productName: { original: name, translated: name },
      url: { relativePath, url: relativePath ? `${settings.storefrontUrl}${relativePath}` : '' },
      price: money(unit, currency),
      fullPrice: money(item?.fullPriceMinor ?? 0, currency),
      priceBeforeDiscounts: money(unit, currency),
      lineItemPrice: money(unit * line.quantity, currency),
      descriptionLines: Object.entries(line.options).map(([option, choice]) => ({
        name: { original: option, translated: option },
        plainText: { original: choice, translated: choice },
      })),
      ...(item?.image ? { image: item.image } : {}),
      availability: state,
      physicalProperties: {
        ...(item?.weight !== undefined ? { weight: item.weight } : {}),
        ...(item?.sku ? { sku: item.sku } : {}),
        shippable: item?.shippable ?? false,
      },
      itemType: { preset: item?.itemType ?? 'PHYSICAL' },
      ...(item?.scheduledDate
        ? { serviceProperties: { scheduledDate: item.scheduledDate, numberOfParticipants: line.quantity } }
        : {}),
      rootCatalogItemId: line.productId,
    };
  });
  return {
    id: cart.id,
    lineItems,
    subtotal: money(subtotal, currency),
    currency,
    conversionCurrency: currency,
    buyerInfo: cart.buyer,
    appliedDiscounts: [],
    taxIncludedInPrices: false,
    weightUnit: 'KG',
    createdDate: cart.createdDate,
    updatedDate: cart.updatedDate,
    revision: String(cart.revision),
  };
}
