import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { buildKeptSerializer } from './serialization.js';

const Product = Type.Object({ name: Type.String(), price: Type.Object({ amount: Type.String() }) });
const Count = Type.Object({ count: Type.Integer() });
const Shared = { Money: { $id: 'Money', type: 'object', properties: { amount: { type: 'string' } } } };

const routeOf = (schema: object, url = '/products') => ({ schema, method: 'GET', url, httpStatus: '200' });

/** An app answering `body` under two paths with the response schema `schema`, as route() declares it. */
async function appAnswering(schema: object, body: unknown) {
  const app = Fastify({
    logger: false,
    schemaController: { compilersFactory: { buildSerializer: buildKeptSerializer } },
  });
  for (const url of ['/a', '/b']) app.get(url, { schema: { response: { 200: schema } } }, async () => body);
  await app.ready();
  return app;
}

describe('serializers kept per response schema', () => {
  it('builds one serializer per schema, whatever app or path asks, and another for other shared schemas', () => {
    const one = buildKeptSerializer({}, {});
    const another = buildKeptSerializer({}, {});
    const serializer = one(routeOf(Product));
    expect(another(routeOf(Product, '/other-path'))).toBe(serializer);
    expect(one(routeOf(Count))).not.toBe(serializer);
    expect(buildKeptSerializer(Shared, {})(routeOf(Product))).not.toBe(serializer);
  });

  it('sends what the schema allows and only that, in every app', async () => {
    const first = await appAnswering(Product, { name: 'Notebook', price: { amount: '10.00' }, secret: 'x' });
    const second = await appAnswering(Product, { name: 'Pen', price: { amount: '2.50' } });
    for (const url of ['/a', '/b'])
      expect((await first.inject({ url })).json()).toEqual({ name: 'Notebook', price: { amount: '10.00' } });
    expect((await second.inject({ url: '/a' })).json()).toEqual({ name: 'Pen', price: { amount: '2.50' } });
    await Promise.all([first.close(), second.close()]);
  });
});
