import { describe, expect, it } from 'vitest';
import { base64UrlDecode } from './base64url.js';
import { fillPath, GET_FALLBACK_THRESHOLD, serializeGet, shouldFallBack } from './get-serialization.js';

/** The payload carried by a `.r` URL. */
function envelope(url: string): unknown {
  const query = url.slice(url.indexOf('?') + 1);
  const params = new URLSearchParams(query);
  expect([...params.keys()]).toEqual(['.r']);
  return JSON.parse(base64UrlDecode(params.get('.r') ?? ''));
}

describe('serializeGet (reference §3.4)', () => {
  it('sends a flat payload as parameters, with booleans and numbers as text', () => {
    expect(serializeGet('/p', { id: 'P 1', on: true, off: false, n: 2, zero: 0, big: 10n })).toBe(
      '/p?id=P+1&on=true&off=false&n=2&zero=0&big=10',
    );
  });

  it('sends arrays of primitives as repeated keys', () => {
    expect(serializeGet('/events/v1/x', { fieldset: ['TICKETS', 'DETAILS'], ids: [1, 2] })).toBe(
      '/events/v1/x?fieldset=TICKETS&fieldset=DETAILS&ids=1&ids=2',
    );
  });

  it('drops null, undefined and empty arrays, and gives no ? when nothing is left', () => {
    expect(serializeGet('/p', { a: null, b: undefined, c: [], d: [null, 'x', undefined], e: 'kept' })).toBe(
      '/p?d=x&e=kept',
    );
    expect(serializeGet('/p', { a: null })).toBe('/p');
    expect(serializeGet('/p', {})).toBe('/p');
    expect(serializeGet('/p')).toBe('/p');
  });

  it('escapes keys and values', () => {
    expect(serializeGet('/p', { 'a&b': 'x=y&z', q: 'ü/?#' })).toBe('/p?a%26b=x%3Dy%26z&q=%C3%BC%2F%3F%23');
    expect(new URLSearchParams(serializeGet('/p', { q: 'a+b c' }).split('?')[1]).get('q')).toBe('a+b c');
  });

  it('sends Dates as ISO strings', () => {
    expect(serializeGet('/p', { from: new Date(0) })).toBe('/p?from=1970-01-01T00%3A00%3A00.000Z');
  });

  it('appends to a path that has a query string already', () => {
    expect(serializeGet('/p?x=1', { y: 2 })).toBe('/p?x=1&y=2');
  });

  it('sends a payload with a nested object as one .r parameter that decodes back to it', () => {
    const payload = { query: { filter: { name: { $startsWith: 'Sh' } }, paging: { offset: 0, limit: 50 } } };
    const url = serializeGet('/stores-reader/v1/products/query-platformized', payload);
    expect(url).toMatch(/^\/stores-reader\/v1\/products\/query-platformized\?\.r=[A-Za-z0-9_-]+$/);
    expect(envelope(url)).toEqual(payload);
  });

  it('uses .r for an array of objects, even at the top level, keeping every field', () => {
    const payload = { sort: [{ fieldName: 'name', order: 'ASC' }], note: null, ids: ['a'] };
    expect(envelope(serializeGet('/q', payload))).toEqual(payload);
    expect(envelope(serializeGet('/q', { grid: [['a']] }))).toEqual({ grid: [['a']] });
  });

  it('uses .r for a nested key even when its value is empty', () => {
    expect(envelope(serializeGet('/q', { options: { fieldsets: null } }))).toEqual({
      options: { fieldsets: null },
    });
    expect(serializeGet('/q', { options: {} })).toBe('/q');
  });

  it('is Unicode safe in .r', () => {
    const payload = { query: { filter: { name: 'Über ✓ 🙂 שלום' } } };
    const url = serializeGet('/q', payload);
    expect(url).toMatch(/^\/q\?\.r=[A-Za-z0-9_-]+$/);
    expect(envelope(url)).toEqual(payload);
  });

  it('flattens to dotted keys for a method that is not query-style', () => {
    expect(
      serializeGet(
        '/n',
        {
          participantNotification: { message: 'hi there', notify: true },
          tags: ['a', 'b'],
          list: [{ x: 1 }],
        },
        { complex: false },
      ),
    ).toBe('/n?participantNotification.message=hi+there&participantNotification.notify=true&tags=a&tags=b');
  });
});

describe('shouldFallBack', () => {
  it('is true only when the query string is longer than 4000 characters', () => {
    expect(GET_FALLBACK_THRESHOLD).toBe(4000);
    expect(shouldFallBack(`/p?${'a'.repeat(3999)}`)).toBe(false);
    expect(shouldFallBack(`/p?${'a'.repeat(4000)}`)).toBe(false);
    expect(shouldFallBack(`/p?${'a'.repeat(4001)}`)).toBe(true);
  });

  it('measures the query string, not the path', () => {
    expect(shouldFallBack(`/${'p'.repeat(5000)}?a=1`)).toBe(false);
    expect(shouldFallBack(`/${'p'.repeat(5000)}`)).toBe(false);
  });

  it('takes another threshold', () => {
    expect(shouldFallBack('/p?abc', 3)).toBe(false);
    expect(shouldFallBack('/p?abcd', 3)).toBe(true);
  });

  it('works on a serialised .r URL', () => {
    const big = serializeGet('/q', {
      query: { filter: { id: { $in: Array.from({ length: 600 }, (_, i) => `id-${i}`) } } },
    });
    const small = serializeGet('/q', { query: { filter: { id: 'x' } } });
    expect(shouldFallBack(big)).toBe(true);
    expect(shouldFallBack(small)).toBe(false);
  });
});

describe('fillPath', () => {
  it('substitutes {name} segments with encoded values', () => {
    expect(fillPath('/stores/v1/products/{id}', { id: 'abc' })).toBe('/stores/v1/products/abc');
    expect(fillPath('/sites/v1/oauth-clients/{clientId}', { clientId: 'a/b c?d' })).toBe(
      '/sites/v1/oauth-clients/a%2Fb%20c%3Fd',
    );
    expect(fillPath('/events/v1/{eventId}/tickets/{n}', { eventId: 'e', n: 3 })).toBe(
      '/events/v1/e/tickets/3',
    );
    expect(fillPath('/plain/path', {})).toBe('/plain/path');
  });

  it('reads dotted names from nested params', () => {
    expect(fillPath('/stores/v1/products/{product.id}', { product: { id: 'p1' } })).toBe(
      '/stores/v1/products/p1',
    );
  });

  it('throws a clear Error on a missing or empty value', () => {
    expect(() => fillPath('/stores/v1/products/{id}', {})).toThrow(
      'Missing path parameter "id" for /stores/v1/products/{id}',
    );
    expect(() => fillPath('/x/{id}', { id: '' })).toThrow('Missing path parameter "id" for /x/{id}');
    expect(() => fillPath('/x/{id}', { id: null })).toThrow('Missing path parameter "id" for /x/{id}');
    expect(() => fillPath('/x/{a.b}', { a: 'flat' })).toThrow('Missing path parameter "a.b" for /x/{a.b}');
    expect(() => fillPath('/x/{id}', { id: { nested: 1 } })).toThrow(
      'Path parameter "id" for /x/{id} must be a string or a number',
    );
  });
});
