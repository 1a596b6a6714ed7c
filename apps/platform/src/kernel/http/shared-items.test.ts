import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { route } from './route.js';

const Item = Type.Object({ id: Type.String(), price: Type.Number(), tags: Type.Array(Type.String()) });
const Answer = Type.Object({
  before: Type.String(),
  items: Type.Array(Item),
  after: Type.Object({ count: Type.Integer(), note: Type.Optional(Type.String()) }),
});

/** Values that would fool a splice done by naive text search, plus what the schema drops. */
const tricky = [
  { id: '"items":[]', price: 1.5, tags: ['a"b', '\\"items\\":[]'], dropped: 'not in the schema' },
  { id: '\u2028 é 😀', price: 0, tags: [] },
  { id: 'plain', price: 1e21, tags: ['x'] },
];

describe('answers with shared items', () => {
  let app: FastifyInstance;
  /** What each route's handler answers; both routes answer the same objects. */
  let answer: Record<string, unknown>;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    for (const [path, shared] of [
      ['/whole', false],
      ['/spliced', true],
    ] as const) {
      route(app, {
        method: 'GET',
        path,
        access: 'public',
        summary: path,
        tags: [],
        response: Answer,
        ...(shared ? { sharedItems: { property: 'items' as const } } : {}),
        handler: async () => answer as never,
      });
    }
    await app.ready();
  });
  afterAll(() => app.close());

  const bytesOf = async (path: string) => (await app.inject({ method: 'GET', url: path })).rawPayload;

  it('sends byte for byte what serialising the whole answer sends, tricky strings included', async () => {
    for (const items of [tricky, [], [tricky[1]]]) {
      answer = { before: '"items":[] before', items, after: { count: items.length, note: '],"items":[' } };
      const whole = await bytesOf('/whole');
      expect((await bytesOf('/spliced')).equals(whole)).toBe(true);
      // The second time from the kept bytes.
      expect((await bytesOf('/spliced')).equals(whole)).toBe(true);
    }
  });

  it('sends the same response over a socket as the whole answer: headers, pieces, compressed, HEAD', async () => {
    const items = Array.from({ length: 60 }, (_, index) => ({
      id: `item ${index}`,
      price: index / 4,
      tags: ['t'],
    }));
    answer = { before: 'b', items, after: { count: items.length } };
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const send = async (path: string, method: string, headers: Record<string, string>) => {
      const response = await fetch(`${address}${path}`, { method, headers });
      const body = Buffer.from(await response.arrayBuffer());
      const kept = [...response.headers].filter(([name]) => name !== 'date');
      return { status: response.status, headers: kept, body: body.toString('base64') };
    };
    for (const [method, headers] of [
      ['GET', { 'accept-encoding': 'identity' }],
      ['GET', { 'accept-encoding': 'gzip' }],
      ['HEAD', { 'accept-encoding': 'identity' }],
    ] as const) {
      const whole = await send('/whole', method, headers);
      expect(whole.status).toBe(200);
      expect(await send('/spliced', method, headers)).toEqual(whole);
    }
    expect((await send('/spliced', 'GET', {})).body.length).toBeGreaterThan(2_000);
  });

  it('serialises a new object again: bytes are kept per object, not per id', async () => {
    const first = { id: 'same', price: 1, tags: [] };
    answer = { before: '', items: [first], after: { count: 1 } };
    await bytesOf('/spliced');
    answer = { before: '', items: [{ ...first, price: 2 }], after: { count: 1 } };
    expect(JSON.parse((await bytesOf('/spliced')).toString()).items[0].price).toBe(2);
  });

  it('sends the same bytes again for the same shell and items, and new bytes when either changes', async () => {
    const items = [
      { id: 'a', price: 1, tags: [] },
      { id: 'b', price: 2, tags: [] },
    ];
    answer = { before: 'x', items, after: { count: 2 } };
    const first = await bytesOf('/spliced');
    // Another answer object, the same shell and the same item objects: the same bytes.
    answer = { before: 'x', items: [...items], after: { count: 2 } };
    expect((await bytesOf('/spliced')).equals(first)).toBe(true);
    answer = { before: 'x', items: [items[1], items[0]], after: { count: 2 } };
    expect(
      JSON.parse((await bytesOf('/spliced')).toString()).items.map((item: { id: string }) => item.id),
    ).toEqual(['b', 'a']);
    answer = { before: 'x', items: [items[0], { ...items[1], price: 3 }], after: { count: 2 } };
    expect(JSON.parse((await bytesOf('/spliced')).toString()).items[1].price).toBe(3);
    answer = { before: 'y', items, after: { count: 2 } };
    expect(JSON.parse((await bytesOf('/spliced')).toString()).before).toBe('y');
    answer = { before: 'x', items: items.slice(0, 1), after: { count: 2 } };
    expect(JSON.parse((await bytesOf('/spliced')).toString()).items).toHaveLength(1);
  });

  it('refuses, when the route is made, a property that is not a list of the response', () => {
    expect(() =>
      route(app, {
        method: 'GET',
        path: '/wrong',
        access: 'public',
        summary: 'wrong',
        tags: [],
        response: Answer,
        sharedItems: { property: 'before' },
        handler: async () => answer as never,
      }),
    ).toThrow(/no list named "before"/);
  });
});
