import { describe, expect, it } from 'vitest';
import { decodeQueryPayload } from './query-payload.js';

const encoded = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');

describe('decodeQueryPayload', () => {
  it('reads a `.r` payload, its text in UTF-8', () => {
    const payload = { query: { filter: { name: { $startsWith: 'Café ☕' } }, paging: { limit: 5 } } };
    expect(decodeQueryPayload({ '.r': encoded(payload) })).toEqual({
      payload,
      text: JSON.stringify(payload),
    });
  });

  it('reads payloads one after another without mixing their bytes, short after long', () => {
    const long = { query: { filter: { nameWords: { $hasSome: ['x'.repeat(20_000)] } } } };
    const short = { query: { paging: { limit: 1 } } };
    expect(decodeQueryPayload({ '.r': encoded(long) }).payload).toEqual(long);
    expect(decodeQueryPayload({ '.r': encoded(short) }).payload).toEqual(short);
    expect(decodeQueryPayload({ '.r': encoded({ a: 'y'.repeat(12_000) }) }).payload).toEqual({
      a: 'y'.repeat(12_000),
    });
  });

  it('refuses a payload that is not base64url JSON of an object', () => {
    expect(() => decodeQueryPayload({ '.r': 'not base64!' })).toThrow('must be base64url-encoded JSON');
    expect(() => decodeQueryPayload({ '.r': Buffer.from('{"a":').toString('base64url') })).toThrow(
      'must be base64url-encoded JSON',
    );
    expect(() => decodeQueryPayload({ '.r': encoded([1]) })).toThrow('must encode a JSON object');
  });

  it('unflattens dotted keys', () => {
    expect(decodeQueryPayload({ 'paging.limit': '10', 'paging.offset': '5', other: 'x' })).toEqual({
      payload: {
        paging: { limit: '10', offset: '5' },
        other: 'x',
      },
    });
  });
});
