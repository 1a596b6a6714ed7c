import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../../kernel/db/sql.js';
import { buildTestApp, platformOnSameDatabase, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';

const VISIBLE = 260;
const HIDDEN = 12;
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');

/**
 * A catalogue read whole into memory is presented in the background before visitors ask for it
 * (`PresentationWarmer`): afterwards no answer reads a product's document, the answers are the
 * SQL path's bytes, a written product is the only one read again, and hidden products, which
 * visitors never see, are left to be read when the owner asks.
 */
describe.each(testDialects)('presenting a kept catalogue ahead of visitors on %s', (dialect) => {
  let t: TestApp;
  let bySql: FastifyInstance;
  let visitor: string;
  /** Queries of the kept platform that read products' documents (`findStoredProducts`). */
  let documentReads = 0;
  /** Reads counted only while the kept platform answers (the SQL platform shares the database). */
  let counting = false;
  const ids: string[] = [];

  const owner = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
    const response = await t.app.inject({ method, url, headers: { authorization: t.ownerApiKey }, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  /** The same query of the kept catalogue and of a platform querying SQL: the same bytes. */
  const query = async (query: object, asOwner = false) => {
    const payload = { query, ...(asOwner ? { includeHiddenProducts: true } : {}) };
    const url = `/stores-reader/v1/products/query-platformized?.r=${encode(payload)}`;
    const headers = { authorization: asOwner ? t.ownerApiKey : visitor };
    counting = true;
    const kept = await t.app.inject({ method: 'GET', url, headers }).finally(() => {
      counting = false;
    });
    const sql = await bySql.inject({ method: 'GET', url, headers });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.body).toBe(sql.body);
    return kept.json() as { products: { id: string; visible: boolean }[] };
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    // Hidden products are the cheapest, so that the owner's first page by price holds them all.
    for (let index = 0; index < HIDDEN + VISIBLE; index += 1) {
      const hidden = index < HIDDEN;
      const { product } = await owner('POST', '/stores/v1/products', {
        product: { name: `Warm ${index}`, priceData: { price: String(index + 1) }, visible: !hidden },
      });
      if (!hidden) ids.push(product.id);
    }
    bySql = await platformOnSameDatabase(t.db, '0');
    visitor = await t.visitorToken();
    const all = t.db.all.bind(t.db);
    t.db.all = <T>(sql: Sql) => {
      if (counting && /\bdoc FROM products\b/.test(sql.render(t.db.dialect).text)) documentReads += 1;
      return all<T>(sql);
    };
  }, 120_000);
  afterAll(async () => {
    await bySql?.close();
    await t?.close();
  });

  it('before warming, an answer reads the products it shows', async () => {
    await query({ sort: [{ fieldName: 'price', order: 'ASC' }], paging: { limit: 50 } });
    const before = documentReads;
    await query({ sort: [{ fieldName: 'price', order: 'ASC' }], paging: { limit: 50, offset: 100 } });
    expect(documentReads).toBeGreaterThan(before);
  });

  it('after warming, no visitor answer reads a document, and every answer is the SQL path’s', async () => {
    await t.services.stores.warmPresentations(60_000);
    documentReads = 0;
    for (const fieldName of ['price', 'name', 'numericId', 'lastUpdated']) {
      for (const order of ['ASC', 'DESC']) {
        for (let offset = 0; offset < VISIBLE; offset += 50) {
          await query({ sort: [{ fieldName, order }], paging: { limit: 50, offset } });
        }
      }
    }
    expect(documentReads).toBe(0);
  });

  it('a product written since is the only one read again', async () => {
    await owner('PATCH', `/stores/v1/products/${ids[7]}`, { product: { priceData: { price: '7.5' } } });
    documentReads = 0;
    const page = await query({ sort: [{ fieldName: 'price', order: 'ASC' }], paging: { limit: 100 } });
    expect(page.products.map((product) => product.id)).toContain(ids[7]);
    expect(documentReads).toBe(1);
  });

  it('hidden products are not presented ahead: the owner’s first look at them reads them', async () => {
    documentReads = 0;
    const page = await query({ sort: [{ fieldName: 'price', order: 'ASC' }], paging: { limit: 50 } }, true);
    expect(page.products.filter((product) => !product.visible)).toHaveLength(HIDDEN);
    expect(documentReads).toBe(1);
  });
});
