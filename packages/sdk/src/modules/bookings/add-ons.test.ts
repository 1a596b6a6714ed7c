import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key.js';
import { OAuthStrategy } from '../../auth/oauth.js';
import { createClient } from '../../client.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { addOns, services } from './index.js';

describe.each(dialects)('@bazaar/sdk/bookings addOns against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  const clientWith = (auth: ReturnType<typeof OAuthStrategy> | ReturnType<typeof ApiKeyStrategy>) =>
    createClient({ modules: { addOns, services }, auth, host: { apiBaseUrl: platform.baseUrl } });
  const owner = () => clientWith(ApiKeyStrategy({ apiKey: platform.ownerApiKey }));
  const visitor = () => clientWith(OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }));

  beforeAll(async () => {
    platform = await startPlatform(dialect);
  });
  afterAll(() => platform.close());

  it('lets the owner keep add-ons a service offers in a group, and visitors read them', async () => {
    const oil = await owner().addOns.createAddOn({ name: 'Oil', price: { value: '8' }, maxQuantity: 2 });
    const longer = await owner().addOns.createAddOn({
      name: '15 more minutes',
      price: { value: '12' },
      durationInMinutes: 15,
    });
    expect(oil._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(oil._createdDate).toBeInstanceOf(Date);
    const massage = await owner().services.createService({ type: 'APPOINTMENT', name: 'Massage' });
    await owner().services.createAddOnGroup(
      { name: 'Extras', addOnIds: [oil._id, longer._id] },
      { serviceId: massage._id },
    );
    const listed = await visitor().services.listAddOnGroupsByServiceId(massage._id);
    expect(listed.addOnGroupsDetails[0]?.addOns.map((one) => one.addOnId)).toEqual([oil._id, longer._id]);
    const found = await visitor().addOns.queryAddOns().ascending('name').find();
    expect(found.items.map((one) => one.name)).toEqual(['15 more minutes', 'Oil']);
    const dearer = await owner().addOns.updateAddOn(oil._id, {
      price: { value: '9' },
      revision: oil.revision,
    });
    expect(dearer.price.value).toBe('9.00');
    await expect(owner().addOns.deleteAddOn(oil._id)).rejects.toMatchObject({ status: 409 });
    expect(() => visitor().addOns.createAddOn({ name: 'X', price: { value: '1' }, maxQuantity: 1 })).toThrow(
      /elevated client/,
    );
  });
});
