import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/app.js';
import { testDialects } from '../testing/databases.js';
import { seedDemoCatalogue } from './demo-catalogue.js';

describe.each(testDialects)('the demo catalogue on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await seedDemoCatalogue(t.services.stores, t.services.media, t.siteId);
  });
  afterAll(() => t.close());

  const owner = () => ({ authorization: t.ownerApiKey });

  it('has twelve products in two collections, each with a picture', async () => {
    const { products, metadata } = (
      await t.app.inject({
        method: 'POST',
        url: '/stores-reader/v1/products/query-platformized',
        headers: owner(),
        payload: { query: { paging: { limit: 100 } } },
      })
    ).json();
    expect(metadata.total).toBe(12);
    expect(products.every((p: { media: { mainMedia?: unknown } }) => p.media.mainMedia)).toBe(true);
    expect(
      products.filter((p: { productOptions: unknown[] }) => p.productOptions.length > 0).length,
    ).toBeGreaterThanOrEqual(6);
    // Colours other than the main picture's have a picture of their own.
    const shirt = products.find((p: { name: string }) => p.name === 'Linen Shirt');
    const colors = shirt.productOptions.find((o: { name: string }) => o.name === 'Color');
    expect(colors.choices.map((c: { media?: unknown }) => Boolean(c.media))).toEqual([false, true, true]);
    expect(shirt.media.items).toHaveLength(3);
    for (const slug of ['apparel', 'home-kitchen']) {
      const { collection } = (
        await t.app.inject({ method: 'GET', url: `/stores/v1/collections/slug/${slug}`, headers: owner() })
      ).json();
      expect(collection.numberOfProducts).toBeGreaterThanOrEqual(5);
    }
  });

  it('serves the pictures from the platform, as images that cannot run script', async () => {
    const { products } = (
      await t.app.inject({
        method: 'POST',
        url: '/stores-reader/v1/products/query-platformized',
        headers: owner(),
        payload: {},
      })
    ).json();
    const url = new URL(products[0].media.mainMedia.image.url);
    const image = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    expect(image.body).toContain('<svg');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/media/00000000-0000-4000-8000-000000000000/x.svg',
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/media/not-an-id/x.svg' });
    expect(malformed.statusCode).toBe(400);
  });
});
