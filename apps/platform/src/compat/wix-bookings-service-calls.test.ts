import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import * as services from '@wix/auto_sdk_bookings_services';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../testing/databases.js';
import { type CompatPlatform, startCompatPlatform } from '../testing/wix-compat.js';

/**
 * The official bookings `services` module, unmodified, on the calls beyond create, read, update,
 * delete and query: the paths it requests (bulk ones without `/_api`) and the shapes it sends.
 */
describe.each(testDialects)('official services module, bulk, search and add-on calls, on %s', (dialect) => {
  let t: CompatPlatform;
  beforeAll(async () => {
    t = await startCompatPlatform(dialect);
  });
  afterAll(() => t.close());

  const owner = () =>
    createClient({
      modules: { services },
      auth: ApiKeyStrategy({ apiKey: t.ownerApiKey, siteId: t.siteId }),
    });
  const visitor = () =>
    createClient({ modules: { services }, auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }) });

  it('creates and updates services in bulk, then searches, counts and lists their categories as a visitor', async () => {
    const created = await owner().services.bulkCreateServices(
      [
        { type: 'APPOINTMENT', name: 'Facial', category: { _id: 'skin', name: 'Skin' } },
        { type: 'CLASS', name: 'Yoga' },
      ],
      { returnEntity: true },
    );
    expect(created.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    const facial = created.results?.[0]?.item;
    expect(facial?._id).toMatch(/^[0-9a-f-]{36}$/);

    const updated = await owner().services.bulkUpdateServices({
      services: [{ service: { _id: facial?._id ?? '', revision: '1', tagLine: 'Glow' }, mask: ['tagLine'] }],
      returnEntity: true,
    });
    expect(updated.results?.[0]?.item?.tagLine).toBe('Glow');

    const found = await visitor().services.searchServices({
      search: { expression: 'glow' },
      aggregations: [{ fieldPath: 'type', type: 'VALUE' }],
    });
    expect((found.services ?? []).map((service) => service.name)).toEqual(['Facial']);
    expect(found.aggregationData?.results?.[0]?.values?.results).toEqual([
      { value: 'APPOINTMENT', count: 1 },
    ]);
    expect((await visitor().services.countServices({ filter: { type: 'APPOINTMENT' } })).count).toBe(1);
    expect((await visitor().services.queryCategories()).categories).toEqual([{ _id: 'skin', name: 'Skin' }]);
  });

  it('sets a slug and add-on groups through the official calls', async () => {
    const facial = await owner().services.createService({ type: 'APPOINTMENT', name: 'Peel' });
    const id = facial._id ?? '';
    const { slug } = await owner().services.setCustomSlug(id, { slug: 'gentle-peel' });
    expect(slug?.name).toBe('gentle-peel');
    expect((await owner().services.validateSlug(id, { slug: 'peel' })).valid).toBe(true);

    const { addOnGroup } = await owner().services.createAddOnGroup(
      { name: 'Extras', addOnIds: [] },
      { serviceId: id },
    );
    await owner().services.setAddOnsForGroup(id, { groupId: addOnGroup?._id ?? '', addOnIds: ['mask'] });
    const { addOnGroupsDetails } = await visitor().services.listAddOnGroupsByServiceId(id);
    expect(addOnGroupsDetails).toEqual([
      { groupId: addOnGroup?._id, groupName: 'Extras', addOns: [{ addOnId: 'mask' }] },
    ]);
    const { service } = await owner().services.enablePricingPlansForService(id, ['gold']);
    expect(service?.payment?.pricingPlanIds).toEqual(['gold']);
  });
});
