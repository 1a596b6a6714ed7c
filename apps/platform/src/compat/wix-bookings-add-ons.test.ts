import * as addOns from '@wix/auto_sdk_bookings_add-ons';
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../testing/databases.js';
import { type CompatPlatform, startCompatPlatform } from '../testing/wix-compat.js';

/** The official bookings `addOns` module, unmodified: the owner keeps the site's add-ons. */
describe.each(testDialects)('official bookings addOns module against the platform on %s', (dialect) => {
  let t: CompatPlatform;
  const owner = () =>
    createClient({
      modules: { addOns },
      auth: ApiKeyStrategy({ apiKey: t.ownerApiKey, siteId: t.siteId }),
    });

  beforeAll(async () => {
    t = await startCompatPlatform(dialect);
  });
  afterAll(() => t.close());

  it('creates, reads, queries, updates and deletes add-ons', async () => {
    const oil = await owner().addOns.createAddOn({
      name: 'Aromatherapy oil',
      price: { value: '8', currency: 'USD' },
      maxQuantity: 2,
    });
    expect(oil).toMatchObject({ name: 'Aromatherapy oil', maxQuantity: 2, revision: '1' });
    expect(oil.price?.value).toBe('8.00');
    expect(oil._createdDate).toBeInstanceOf(Date);
    const longer = await owner().addOns.createAddOn({
      name: '15 more minutes',
      price: { value: '12.5', currency: 'USD' },
      durationInMinutes: 15,
    });
    expect((await owner().addOns.getAddOn(longer._id ?? '')).durationInMinutes).toBe(15);

    const found = await owner().addOns.queryAddOns().ascending('name').find();
    expect(found.items.map((one) => one.name)).toEqual(['15 more minutes', 'Aromatherapy oil']);

    const renamed = await owner().addOns.updateAddOn(oil._id ?? '', {
      name: 'Lavender oil',
      revision: oil.revision ?? '',
    });
    expect(renamed).toMatchObject({ name: 'Lavender oil', maxQuantity: 2, revision: '2' });
    await expect(
      owner().addOns.updateAddOn(oil._id ?? '', { name: 'Stale', revision: '1' }),
    ).rejects.toThrow();

    await owner().addOns.deleteAddOn(longer._id ?? '');
    await expect(owner().addOns.getAddOn(longer._id ?? '')).rejects.toThrow();
  });
});
