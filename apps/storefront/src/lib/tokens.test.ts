import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeTokenPayload, getMetaSiteId, InvalidTokenError } from './tokens';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: unknown) => `OauthNG.JWS.${part({ alg: 'EdDSA' })}.${part(payload)}.signature`;

describe('access token decoding (spec §5)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads instance.metaSiteId from the JSON-string data claim', () => {
    expect(getMetaSiteId(token({ data: JSON.stringify({ instance: { metaSiteId: 'site-1' } }) }))).toBe(
      'site-1',
    );
  });

  it('raises an invalid-token error when part 2 is not base64 JSON', () => {
    expect(() => decodeTokenPayload('OauthNG.JWS.only-one-part')).toThrow(InvalidTokenError);
    expect(() => decodeTokenPayload(`a.${Buffer.from('not json').toString('base64url')}.c`)).toThrow(
      /invalid json/,
    );
    expect(() => decodeTokenPayload('a.%%%.c')).toThrow(/invalid base64/);
  });

  it("logs 'Error getting meta site ID' and yields null when the lookup fails", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(getMetaSiteId('garbage')).toBeNull();
    expect(getMetaSiteId(token({ data: 'not json' }))).toBeNull();
    expect(getMetaSiteId(undefined)).toBeNull();
    expect(log).toHaveBeenCalledTimes(3);
    expect(log.mock.calls[0]?.[0]).toBe('Error getting meta site ID');
  });
});
