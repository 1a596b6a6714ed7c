import { STORES_APP_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { TEST_CARDS } from '../payments/test-provider.js';

const DESTINATION = {
  address: {
    country: 'US',
    subdivision: 'US-NY',
    city: 'New York',
    postalCode: '10001',
    addressLine: '350 5th Ave',
  },
  contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
};

describe.each(testDialects)('shipping and tax on %s', (dialect) => {
  let t: TestApp;
  let bookId: string;
  let ebookId: string;
  const call = (
    authorization: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const visitorWith = async (lines: [string, number][]) => {
    const visitor = await t.visitorToken();
    await call(visitor, 'POST', '/ecom/v1/carts/current/add-to-cart', {
      lineItems: lines.map(([catalogItemId, quantity]) => ({
        catalogReference: { appId: STORES_APP_ID, catalogItemId },
        quantity,
      })),
    });
    return visitor;
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const create = async (product: object) =>
      (await call(t.ownerApiKey, 'POST', '/stores/v1/products', { product })).json().product.id as string;
    bookId = await create({ name: 'Atlas', priceData: { price: '20.00' }, weight: 1.5 });
    ebookId = await create({ name: 'E-book', priceData: { price: '9.00' }, productType: 'digital' });
    const saved = await call(t.ownerApiKey, 'PUT', '/ecom/v1/commerce-settings', {
      commerceSettings: {
        taxRatePercent: '10',
        taxShipping: false,
        shippingOptions: [
          {
            code: 'standard',
            title: 'Standard',
            estimatedDelivery: '3-5 days',
            rates: [{ price: '5.00' }, { minimum: { by: 'PRICE', value: '50' }, price: '0' }],
          },
          {
            code: 'express',
            title: 'Express',
            rates: [{ price: '15.00' }, { minimum: { by: 'WEIGHT', value: '5' }, price: '25.00' }],
          },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const totals = async (visitor: string, code?: string) =>
    call(
      visitor,
      'POST',
      '/ecom/v1/carts/current/estimate-totals',
      code ? { selectedShippingOption: { code } } : {},
    );

  it('picks the cheapest option by default and adds tax on the goods', async () => {
    const body = (await totals(await visitorWith([[bookId, 1]]))).json();
    expect(body.priceSummary).toMatchObject({
      subtotal: { amount: '20.00' },
      shipping: { amount: '5.00' },
      tax: { amount: '2.00' },
      total: { amount: '27.00' },
    });
    expect(body.shippingInfo.selectedCarrierServiceOption).toMatchObject({
      code: 'standard',
      estimatedDelivery: '3-5 days',
    });
    expect(
      body.shippingInfo.carrierServiceOptions[0].shippingOptions.map((o: { code: string }) => o.code),
    ).toEqual(['standard', 'express']);
  });

  it('applies delivery rules by price and weight, and the chosen option', async () => {
    const heavy = await visitorWith([[bookId, 4]]);
    const free = (await totals(heavy)).json().priceSummary;
    expect(free).toMatchObject({
      subtotal: { amount: '80.00' },
      shipping: { amount: '0.00' },
      total: { amount: '88.00' },
    });
    const express = (await totals(heavy, 'express')).json().priceSummary;
    expect(express).toMatchObject({ shipping: { amount: '25.00' }, total: { amount: '113.00' } });
    const unknown = await totals(heavy, 'teleport');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.validationError.fieldViolations[0].field).toBe(
      'selectedShippingOption.code',
    );
  });

  it('charges no shipping for digital goods', async () => {
    const body = (await totals(await visitorWith([[ebookId, 1]]))).json();
    expect(body.priceSummary).toMatchObject({
      shipping: { amount: '0.00' },
      tax: { amount: '0.90' },
      total: { amount: '9.90' },
    });
    expect(body.shippingInfo.carrierServiceOptions).toEqual([]);
  });

  it('freezes shipping and tax into the checkout and charges the full total', async () => {
    const visitor = await visitorWith([[bookId, 1]]);
    const { checkoutId } = (
      await call(visitor, 'POST', '/ecom/v1/carts/current/create-checkout', {
        selectedShippingOption: { code: 'express' },
      })
    ).json();
    const pay = () =>
      call(visitor, 'POST', `/ecom/v1/checkouts/${checkoutId}/pay`, {
        email: 'a@example.com',
        card: { number: TEST_CARDS.approved, expiryMonth: 1, expiryYear: 2099, cvc: '123' },
      });
    // Goods that ship cannot be paid for before the buyer says where they go.
    expect((await pay()).json().details.applicationError.code).toBe('SHIPPING_ADDRESS_REQUIRED');
    const updated = await call(visitor, 'PATCH', `/ecom/v1/checkouts/${checkoutId}`, {
      checkout: { shippingInfo: { shippingDestination: DESTINATION } },
    });
    expect(updated.statusCode).toBe(200);
    const order = (
      await call(visitor, 'POST', `/ecom/v1/checkouts/${checkoutId}/pay`, {
        email: 'a@example.com',
        card: { number: TEST_CARDS.approved, expiryMonth: 1, expiryYear: 2099, cvc: '123' },
      })
    ).json().order;
    expect(order.priceSummary).toMatchObject({
      shipping: { amount: '15.00' },
      tax: { amount: '2.00' },
      total: { amount: '37.00' },
    });
  });

  it('refuses duplicate option codes and a tax rate above 100%', async () => {
    const duplicate = await call(t.ownerApiKey, 'PUT', '/ecom/v1/commerce-settings', {
      commerceSettings: {
        taxRatePercent: '0',
        taxShipping: false,
        shippingOptions: [
          { code: 'a', title: 'A', rates: [{ price: '1' }] },
          { code: 'a', title: 'B', rates: [{ price: '2' }] },
        ],
      },
    });
    expect(duplicate.json().details.applicationError.code).toBe('DUPLICATE_SHIPPING_OPTION');
    const tax = await call(t.ownerApiKey, 'PUT', '/ecom/v1/commerce-settings', {
      commerceSettings: { taxRatePercent: '150', taxShipping: false, shippingOptions: [] },
    });
    expect(tax.json().details.applicationError.code).toBe('INVALID_TAX_RATE');
  });
});
