import type { CommerceSettings, ShippingOption } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { shippingPrice, taxOf, taxRateFor, taxRegionOf } from './shipping-and-tax.js';

const standard: ShippingOption = {
  code: 'standard',
  title: 'Standard',
  rates: [
    { price: '6.00' },
    { minimum: { by: 'PRICE', value: '50' }, price: '0' },
    { minimum: { by: 'WEIGHT', value: '5' }, price: '12.00' },
  ],
};

describe('shipping rates', () => {
  it('uses the base rate below every minimum', () => {
    expect(shippingPrice(standard, { subtotalMinor: 4999, weight: 1, quantity: 2 }, 'USD')).toBe(600);
  });

  it('lets the rule with the highest minimum reached win', () => {
    expect(shippingPrice(standard, { subtotalMinor: 5000, weight: 1, quantity: 2 }, 'USD')).toBe(0);
    expect(shippingPrice(standard, { subtotalMinor: 1000, weight: 5, quantity: 1 }, 'USD')).toBe(1200);
  });

  it('counts quantities', () => {
    const perItems: ShippingOption = {
      code: 'bulk',
      title: 'Bulk',
      rates: [{ price: '3' }, { minimum: { by: 'QUANTITY', value: '10' }, price: '1' }],
    };
    expect(shippingPrice(perItems, { subtotalMinor: 0, weight: 0, quantity: 9 }, 'USD')).toBe(300);
    expect(shippingPrice(perItems, { subtotalMinor: 0, weight: 0, quantity: 10 }, 'USD')).toBe(100);
  });
});

describe('tax', () => {
  const settings = (taxShipping: boolean): CommerceSettings => ({
    shippingOptions: [],
    taxRatePercent: '8.875',
    taxShipping,
  });
  it('takes the rate of the goods, half up, and of shipping only when the site taxes it', () => {
    expect(taxOf(settings(false), 10000, 600)).toBe(888);
    expect(taxOf(settings(true), 10000, 600)).toBe(941);
    expect(taxOf({ ...settings(false), taxRatePercent: '0' }, 10000, 600)).toBe(0);
  });
});

describe('regional tax rates', () => {
  const settings: CommerceSettings = {
    shippingOptions: [],
    taxRatePercent: '5',
    taxShipping: false,
    taxRegions: [
      { country: 'US', ratePercent: '6' },
      { country: 'US', subdivision: 'US-NY', ratePercent: '8.875' },
      { country: 'DE', ratePercent: '19' },
    ],
  };

  it('takes the subdivision over its country, the country over the site, and the site elsewhere', () => {
    expect(taxRateFor(settings, { country: 'US', subdivision: 'US-NY' })).toBe('8.875');
    expect(taxRateFor(settings, { country: 'US', subdivision: 'US-CA' })).toBe('6');
    expect(taxRateFor(settings, { country: 'DE' })).toBe('19');
    expect(taxRateFor(settings, { country: 'FR' })).toBe('5');
    expect(taxRateFor(settings, undefined)).toBe('5');
  });

  it('uses the business rate everywhere when the site taxes at its own address', () => {
    const business = { ...settings, taxableAddress: 'BUSINESS' as const };
    expect(taxRateFor(business, { country: 'US', subdivision: 'US-NY' })).toBe('5');
  });

  it('computes the tax exactly in minor units with the region’s rate', () => {
    // 8.875 % of $99.99 is $8.8741…, rounded half up to $8.87.
    expect(taxOf(settings, 9999, 500, { country: 'US', subdivision: 'US-NY' })).toBe(887);
  });
});

describe('the tax region of an estimate address', () => {
  it('takes the subdivision as ISO 3166-2 whether or not it names the country', () => {
    expect(taxRegionOf({ country: 'US', subdivision: 'NY' })).toEqual({
      country: 'US',
      subdivision: 'US-NY',
    });
    expect(taxRegionOf({ country: 'US', subdivision: 'US-NY' })).toEqual({
      country: 'US',
      subdivision: 'US-NY',
    });
    expect(taxRegionOf({ subdivision: 'US-NY' })).toEqual({ country: 'US', subdivision: 'US-NY' });
    expect(taxRegionOf({ country: 'DE', city: 'Berlin' })).toEqual({ country: 'DE' });
  });

  it('has no region without a country', () => {
    expect(taxRegionOf({ subdivision: 'NY' })).toBeUndefined();
    expect(taxRegionOf({ city: 'Paris' })).toBeUndefined();
    expect(taxRegionOf(undefined)).toBeUndefined();
  });
});
