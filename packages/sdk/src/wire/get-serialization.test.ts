import { describe, expect, it } from 'vitest';
import { base64UrlDecode, base64UrlEncode } from './base64url.js';
import { fillPath, serializeGet, shouldFallBack } from './get-serialization.js';

describe('GET serialisation (reference §3.4)', () => {
  it('sends flat payloads as parameters, arrays as repeated keys, and drops empty values', () => {
    expect(
      serializeGet('/p', { id: 'P 1', fieldset: ['A', 'B'], on: true, n: 2, none: null, gone: undefined }),
    ).toBe('/p?id=P%201&fieldset=A&fieldset=B&on=true&n=2');
    expect(serializeGet('/p', {})).toBe('/p');
  });

  it('sends nested payloads and arrays of objects as one .r parameter of base64url JSON', () => {
    const nested = { query: { filter: { name: 'ü ✓' }, paging: { limit: 5 } } };
    const url = serializeGet('/q', nested);
    expect(url).toMatch(/^\/q\?\.r=[A-Za-z0-9_-]+$/);
    expect(JSON.parse(base64UrlDecode(url.split('.r=')[1] ?? ''))).toEqual(nested);
    const objects = { sort: [{ fieldName: 'a' }] };
    expect(JSON.parse(base64UrlDecode(serializeGet('/q', objects).split('.r=')[1] ?? ''))).toEqual(objects);
  });

  it('falls back above 4000 characters of query string, not at 4000', () => {
    expect(shouldFallBack(`/p?${'a'.repeat(4000)}`)).toBe(false);
    expect(shouldFallBack(`/p?${'a'.repeat(4001)}`)).toBe(true);
    expect(shouldFallBack('/p')).toBe(false);
  });

  it('encodes base64url without padding, agreeing with Node', () => {
    for (const text of ['', 'a', 'ab', 'abc', '{"x":"ü✓🙂"}']) {
      expect(base64UrlEncode(text)).toBe(Buffer.from(text).toString('base64url'));
      expect(base64UrlDecode(base64UrlEncode(text))).toBe(text);
    }
  });

  it('fills path parameters and names a missing one', () => {
    expect(fillPath('/sites/v1/oauth-clients/{clientId}', { clientId: 'a/b c' })).toBe(
      '/sites/v1/oauth-clients/a%2Fb%20c',
    );
    expect(() => fillPath('/x/{id}', {})).toThrow('Missing path parameter "id" for /x/{id}');
  });
});
