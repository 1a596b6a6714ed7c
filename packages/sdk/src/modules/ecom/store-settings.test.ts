import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key.js';
import { createClient } from '../../client.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { commerceSettings, coupons } from './index.js';

describe.each(dialects)('@bazaar/sdk/ecom store settings against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  const owner = () =>
    createClient({
      modules: { commerceSettings, coupons },
      auth: ApiKeyStrategy({ apiKey: platform.ownerApiKey }),
      host: { apiBaseUrl: platform.baseUrl },
    });
  beforeAll(async () => {
    platform = await startPlatform(dialect);
  });
  afterAll(() => platform.close());

  it('reads and replaces the shipping options and tax rates', async () => {
    const client = owner();
    const { commerceSettings: before } = await client.commerceSettings.getCommerceSettings();
    expect(before.taxRatePercent).toMatch(/^\d/);
    const next = {
      ...before,
      taxRatePercent: '7.25',
      taxShipping: true,
      taxRegions: [{ country: 'US', subdivision: 'US-NY', ratePercent: '8.875' }],
      shippingOptions: [
        {
          code: 'standard',
          title: 'Standard',
          estimatedDelivery: '3–5 days',
          rates: [{ price: '5' }, { minimum: { by: 'PRICE' as const, value: '50' }, price: '0' }],
        },
      ],
    };
    const { commerceSettings: saved } = await client.commerceSettings.updateCommerceSettings(next);
    expect(saved).toMatchObject(next);
    expect((await client.commerceSettings.getCommerceSettings()).commerceSettings).toMatchObject(next);
    await expect(
      client.commerceSettings.updateCommerceSettings({ ...next, taxRatePercent: 'seven' }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('creates, lists and deletes coupons', async () => {
    const client = owner();
    const expires = new Date('2031-01-01T00:00:00.000Z');
    const { coupon } = await client.coupons.createCoupon({
      code: 'SPRING10',
      name: 'Spring',
      type: 'PERCENT',
      value: '10',
      expirationDate: expires.toISOString(),
    });
    expect(coupon).toMatchObject({ code: 'SPRING10', type: 'PERCENT', value: '10', active: true });
    expect(coupon.expirationDate).toEqual(expires);
    expect((await client.coupons.listCoupons()).coupons.map((one) => one.code)).toContain('SPRING10');
    await client.coupons.deleteCoupon(coupon._id);
    expect((await client.coupons.listCoupons()).coupons.map((one) => one.code)).not.toContain('SPRING10');
    await expect(client.coupons.deleteCoupon(coupon._id)).rejects.toMatchObject({ status: 404 });
  });
});
