import type { Fulfillment, LineItem, MultiCurrencyPrice, Order } from '@bazaar/contracts';

/** A price as the wire carries it, in US dollars. */
const usd = (amount: string): MultiCurrencyPrice => ({
  amount,
  convertedAmount: amount,
  formattedAmount: `$${amount}`,
  formattedConvertedAmount: `$${amount}`,
});

const line = (
  id: string,
  name: string,
  quantity: number,
  price: string,
  total: string,
  options: [string, string][],
) =>
  ({
    id,
    quantity,
    catalogReference: { appId: 'preview', catalogItemId: id },
    productName: { original: name, translated: name },
    url: { relativePath: '', url: '' },
    price: usd(price),
    fullPrice: usd(price),
    priceBeforeDiscounts: usd(price),
    lineItemPrice: usd(total),
    descriptionLines: options.map(([option, choice]) => ({
      name: { original: option, translated: option },
      plainText: { original: choice, translated: choice },
    })),
    availability: { status: 'AVAILABLE' },
    physicalProperties: { shippable: true },
    itemType: { preset: 'PHYSICAL' },
    rootCatalogItemId: id,
  }) satisfies LineItem;

/** A paid store order of two lines shipped to New York, as the store's messages preview it. */
export const sampleOrder = (email: string, at: string): Order => ({
  id: 'preview-order',
  number: '10042',
  checkoutId: 'preview-checkout',
  lineItems: [
    line('line-1', 'Dot-Grid Notebook', 2, '14.00', '28.00', [['Colour', 'Sage']]),
    line('line-2', 'Brass Pen', 1, '32.00', '32.00', []),
  ],
  priceSummary: {
    subtotal: usd('60.00'),
    shipping: usd('0.00'),
    tax: usd('5.33'),
    discount: usd('0.00'),
    total: usd('65.33'),
  },
  currency: 'USD',
  buyerInfo: { email },
  shippingInfo: {
    shippingDestination: {
      address: {
        country: 'US',
        subdivision: 'US-NY',
        city: 'New York',
        postalCode: '10001',
        addressLine: '1 Main St',
      },
      contactDetails: { firstName: 'Olu', lastName: 'Ade' },
    },
    selectedCarrierServiceOption: {
      code: 'standard',
      title: 'Standard delivery',
      estimatedDelivery: '3-5 business days',
      cost: { price: usd('0.00') },
    },
    carrierServiceOptions: [],
  },
  status: 'APPROVED',
  paymentStatus: 'PAID',
  fulfillmentStatus: 'NOT_FULFILLED',
  activities: [],
  createdDate: at,
  updatedDate: at,
});

/** The order's first parcel: both notebooks, with a UPS tracking number and link. */
export const sampleFulfillment = (at: string): Fulfillment => ({
  id: 'preview-fulfillment',
  createdDate: at,
  lineItems: [{ id: 'line-1', quantity: 2 }],
  trackingInfo: {
    trackingNumber: '1Z999AA10123456784',
    shippingProvider: 'ups',
    trackingLink: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  },
});
