import { STORES_APP_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { TEST_CARDS } from '../payments/test-provider.js';

const address = (country: string, subdivision?: string) => ({
  address: { country, ...(subdivision ? { subdivision } : {}), city: 'Town', addressLine: '1 Main St' },
  contactDetails: { firstName: 'Grace', lastName: 'Hopper' },
});

describe.each(testDialects)('updating a checkout on %s', (dialect) => {
  let t: TestApp;
  let lampId: string;
  const call = (
    authorization: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

  async function newCheckout() {
    const visitor = await t.visitorToken();
    await call(visitor, 'POST', '/ecom/v1/carts/current/add-to-cart', {
      lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: lampId }, quantity: 2 }],
    });
    const { checkoutId } = (await call(visitor, 'POST', '/ecom/v1/carts/current/create-checkout', {})).json();
    const update = (body: object) => call(visitor, 'PATCH', `/ecom/v1/checkouts/${checkoutId}`, body);
    return { visitor, checkoutId: checkoutId as string, update };
  }

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    lampId = (
      await call(t.ownerApiKey, 'POST', '/stores/v1/products', {
        product: { name: 'Brass Lamp', priceData: { price: '50.00' }, weight: 2 },
      })
    ).json().product.id;
    const settings = await call(t.ownerApiKey, 'PUT', '/ecom/v1/commerce-settings', {
      commerceSettings: {
        taxRatePercent: '5',
        taxShipping: true,
        taxRegions: [
          { country: 'US', ratePercent: '6' },
          { country: 'US', subdivision: 'US-NY', ratePercent: '8.875' },
        ],
        shippingOptions: [
          { code: 'standard', title: 'Standard', rates: [{ price: '4.00' }] },
          { code: 'express', title: 'Express', rates: [{ price: '20.00' }] },
        ],
      },
    });
    expect(settings.statusCode).toBe(200);
    await call(t.ownerApiKey, 'POST', '/ecom/v1/coupons', {
      coupon: { code: 'TENOFF', type: 'AMOUNT', value: '10' },
    });
  });
  afterAll(() => t.close());

  it('prices tax by the region of the shipping address, with the site rate before one is given', async () => {
    const { update } = await newCheckout();
    const summary = async (body: object) => (await update(body)).json().checkout.priceSummary;
    // $100 of lamps + $4 cheapest shipping, shipping taxed.
    expect((await summary({})).tax.amount).toBe('5.20');
    expect(
      (await summary({ checkout: { shippingInfo: { shippingDestination: address('US', 'US-NY') } } })).tax
        .amount,
    ).toBe('9.23');
    expect(
      (await summary({ checkout: { shippingInfo: { shippingDestination: address('US', 'US-CA') } } })).tax
        .amount,
    ).toBe('6.24');
    const abroad = await summary({ checkout: { shippingInfo: { shippingDestination: address('FR') } } });
    expect(abroad).toMatchObject({ tax: { amount: '5.20' }, total: { amount: '109.20' } });
  });

  it('switches the shipping option and applies and removes a coupon, and charges what it shows', async () => {
    const { visitor, checkoutId, update } = await newCheckout();
    const express = (
      await update({
        checkout: {
          buyerInfo: { email: 'grace@example.com' },
          shippingInfo: {
            shippingDestination: address('US', 'US-NY'),
            selectedCarrierServiceOption: { code: 'express' },
          },
        },
      })
    ).json().checkout;
    expect(express.shippingInfo.selectedCarrierServiceOption.code).toBe('express');
    expect(express.priceSummary).toMatchObject({ shipping: { amount: '20.00' }, tax: { amount: '10.65' } });
    expect(express.buyerInfo.email).toBe('grace@example.com');

    const couponed = (await update({ couponCode: 'tenoff' })).json().checkout;
    expect(couponed.appliedDiscounts[0].coupon.code).toBe('TENOFF');
    // $90 + $20 shipping, 8.875 % tax = $9.76; the address and option were kept.
    expect(couponed.priceSummary).toMatchObject({
      discount: { amount: '10.00' },
      tax: { amount: '9.76' },
      total: { amount: '119.76' },
    });
    const removed = (await call(visitor, 'POST', `/ecom/v1/checkouts/${checkoutId}/remove-coupon`)).json()
      .checkout;
    expect(removed.appliedDiscounts).toEqual([]);
    expect(removed.priceSummary.total.amount).toBe('130.65');
    await update({ couponCode: 'TENOFF' });

    const paid = await call(visitor, 'POST', `/ecom/v1/checkouts/${checkoutId}/pay`, {
      email: 'grace@example.com',
      card: { number: TEST_CARDS.approved, expiryMonth: 1, expiryYear: 2099, cvc: '123' },
    });
    expect(paid.statusCode).toBe(200);
    const { order } = paid.json();
    expect(order.priceSummary.total.amount).toBe('119.76');
    expect(order.shippingInfo.shippingDestination.address.subdivision).toBe('US-NY');
    expect(order.appliedDiscounts[0].coupon.code).toBe('TENOFF');

    const late = await update({ couponCode: 'TENOFF' });
    expect(late.statusCode).toBe(409);
    expect(late.json().details.applicationError.code).toBe('CHECKOUT_ALREADY_COMPLETED');
  });

  it('refuses bad input without changing the checkout, and other buyers’ checkouts', async () => {
    const { checkoutId, update } = await newCheckout();
    const before = (await update({})).json().checkout.priceSummary;
    expect((await update({ couponCode: 'NOPE' })).json().details.applicationError.code).toBe(
      'COUPON_DOES_NOT_EXIST',
    );
    const unknownOption = await update({
      checkout: { shippingInfo: { selectedCarrierServiceOption: { code: 'drone' } } },
    });
    expect(unknownOption.statusCode).toBe(400);
    const badCountry = await update({ checkout: { shippingInfo: { shippingDestination: address('usa') } } });
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json().details.validationError.fieldViolations[0].field).toContain('country');
    const missingName = await update({
      checkout: { shippingInfo: { shippingDestination: { address: address('US').address } } },
    });
    expect(missingName.statusCode).toBe(400);
    expect((await update({})).json().checkout.priceSummary).toEqual(before);

    const stranger = await newCheckout();
    const foreign = await call(stranger.visitor, 'PATCH', `/ecom/v1/checkouts/${checkoutId}`, {
      couponCode: 'TENOFF',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses tax regions that do not add up', async () => {
    const put = (taxRegions: object[]) =>
      call(t.ownerApiKey, 'PUT', '/ecom/v1/commerce-settings', {
        commerceSettings: { taxRatePercent: '5', taxShipping: false, shippingOptions: [], taxRegions },
      });
    expect((await put([{ country: 'US', subdivision: 'CA-ON', ratePercent: '13' }])).statusCode).toBe(400);
    expect((await put([{ country: 'US', ratePercent: '101' }])).statusCode).toBe(400);
    const duplicate = await put([
      { country: 'DE', ratePercent: '19' },
      { country: 'DE', ratePercent: '7' },
    ]);
    expect(duplicate.json().details.applicationError.code).toBe('DUPLICATE_TAX_REGION');
  });
});
