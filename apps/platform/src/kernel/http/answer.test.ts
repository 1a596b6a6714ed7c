import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { negotiateEncoding } from './answer.js';

describe('content encoding negotiation', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5')).toBe('br');
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding('gzip;q=0, br;q=0.0')).toBeUndefined();
  });

  it('answers a header asked again as the first time, whatever came between', () => {
    const asked: [string | string[], string | undefined][] = [
      ['br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=0', undefined],
      ['gzip', 'gzip'],
      [['gzip', 'br'], 'br'],
      ['gzip;q=0', undefined],
    ];
    for (const [header, encoding] of asked) expect(negotiateEncoding(header)).toBe(encoding);
  });
});

describe.each(testDialects)('compressed answers and entity tags on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  const QUERY = '/stores-reader/v1/products/query-platformized';
  const query = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: QUERY,
      headers: { authorization: visitor, ...headers },
      payload: { query: { paging: { limit: 50 } } },
    });

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    visitor = await t.visitorToken();
    for (let i = 0; i < 12; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/stores/v1/products',
        headers: { authorization: t.ownerApiKey },
        payload: {
          product: { name: `Mug ${i}`, description: 'A plain mug. '.repeat(20), priceData: { price: '9' } },
        },
      });
    }
  });
  afterAll(() => t.close());

  it('sends the same JSON compressed as the client asks, and plain to a client that asks for nothing', async () => {
    const plain = await query();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().products).toHaveLength(12);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      // Asked twice: once when the answer is made, once from the cache.
      for (let round = 0; round < 2; round++) {
        const response = await query({ 'accept-encoding': `${encoding}` });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toContain('accept-encoding');
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(decode(response.rawPayload).toString()).toBe(plain.body);
      }
    }
  });

  it('answers a client that has the bytes already with a 304, until the catalogue changes', async () => {
    // An answer is kept (and tagged) the second time its query is asked.
    await query();
    const first = await query();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await query({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await query({ 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/stores/v1/products',
      headers: { authorization: t.ownerApiKey },
      payload: { product: { name: 'New mug', priceData: { price: '5' } } },
    });
    const changed = await query({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().products).toHaveLength(13);
  });

  it('compresses a long uncached answer too, and leaves short ones as they are', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toHaveProperty('status', 'ok');
    const product = await t.app.inject({
      method: 'POST',
      url: '/stores/v1/products',
      headers: { authorization: t.ownerApiKey, 'accept-encoding': 'gzip' },
      payload: {
        product: { name: 'Big mug', description: 'Very big. '.repeat(100), priceData: { price: '5' } },
      },
    });
    expect(product.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(product.rawPayload).toString()).product.name).toBe('Big mug');
  });
});
