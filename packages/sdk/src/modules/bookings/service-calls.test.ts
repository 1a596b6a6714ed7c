import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key.js';
import { OAuthStrategy } from '../../auth/oauth.js';
import { createClient } from '../../client.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { services } from './index.js';

describe.each(dialects)('@bazaar/sdk/bookings services calls against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  const clientWith = (auth: ReturnType<typeof OAuthStrategy> | ReturnType<typeof ApiKeyStrategy>) =>
    createClient({ modules: { services }, auth, host: { apiBaseUrl: platform.baseUrl } });
  const visitor = () => clientWith(OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }));
  const owner = () => clientWith(ApiKeyStrategy({ apiKey: platform.ownerApiKey }));

  beforeAll(async () => {
    platform = await startPlatform(dialect);
  });
  afterAll(() => platform.close());

  it('creates services in bulk, then lets visitors search, aggregate and count them', async () => {
    const { results, bulkActionMetadata } = await owner().services.bulkCreateServices(
      [
        { type: 'APPOINTMENT', name: 'Deep tissue massage', category: { _id: 'spa', name: 'Spa' } },
        { type: 'APPOINTMENT', name: '' },
        {
          type: 'APPOINTMENT',
          name: 'Hot stone massage',
          category: { _id: 'spa', name: 'Spa' },
          hidden: true,
        },
      ],
      { returnEntity: true },
    );
    expect(bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 1 });
    const created = results[0]?.item;
    expectTypeOf(created?._id).toEqualTypeOf<string | undefined>();
    expect(created?._createdDate).toBeInstanceOf(Date);
    expect(results[1]?.itemMetadata.error?.code).toBe('INVALID_ARGUMENT');

    const found = await visitor().services.searchServices({
      search: { expression: 'massage' },
      aggregations: [{ fieldPath: 'category.id' }],
    });
    expect(found.services.map((service) => service.name)).toEqual(['Deep tissue massage']);
    expect(found.aggregationData?.results[0]?.values?.results).toEqual([{ value: 'spa', count: 1 }]);
    expect((await visitor().services.countServices({ filter: { 'category.id': 'spa' } })).count).toBe(1);
    expect((await owner().services.countServices({ filter: { 'category.id': 'spa' } })).count).toBe(2);
    expect((await visitor().services.queryCategories()).categories).toEqual([{ _id: 'spa', name: 'Spa' }]);
    // Bulk writes are elevated: a visitor's client refuses them before any request.
    expect(() => visitor().services.bulkDeleteServices([created?._id ?? ''])).toThrow(/elevated client/);
  });

  it('sets a custom slug and add-on groups, which visitors then read', async () => {
    const service = await owner().services.createService({ type: 'APPOINTMENT', name: 'Facial' });
    expect((await owner().services.validateSlug(service._id, { slug: 'glow-facial' })).valid).toBe(true);
    const { slug } = await owner().services.setCustomSlug(service._id, { slug: 'glow-facial' });
    expect(slug).toMatchObject({ name: 'glow-facial', custom: true });
    expect(slug._createdDate).toBeInstanceOf(Date);
    await expect(owner().services.setCustomSlug(service._id, { slug: 'Glow!' })).rejects.toMatchObject({
      status: 400,
    });

    const { addOnGroup } = await owner().services.createAddOnGroup(
      { name: 'Extras', addOnIds: ['mask', 'serum'] },
      { serviceId: service._id },
    );
    await owner().services.setAddOnsForGroup(service._id, { groupId: addOnGroup._id, addOnIds: ['serum'] });
    const { addOnGroupsDetails } = await visitor().services.listAddOnGroupsByServiceId(service._id);
    expect(addOnGroupsDetails).toEqual([
      { groupId: addOnGroup._id, groupName: 'Extras', addOns: [{ addOnId: 'serum' }] },
    ]);
    const read = await visitor().services.getService(service._id);
    expect(read.addOnGroups.map((group) => group._id)).toEqual([addOnGroup._id]);
    expect(read.supportedSlugs.map((supported) => supported.name)).toEqual(['facial', 'glow-facial']);
  });
});
