import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, stepAt } from './totp.js';

// The test secret of RFC 4226 and RFC 6238 (SHA-1): the ASCII bytes of "12345678901234567890".
const SECRET = Buffer.from('12345678901234567890');

describe('HOTP and TOTP', () => {
  it('gives RFC 4226 Appendix D’s values for counters 0 to 9', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(SECRET, counter))).toEqual(expected);
  });

  it('gives RFC 6238 Appendix B’s SHA-1 values (8 digits) at its test times', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors)
      expect(hotp(SECRET, stepAt(new Date(seconds * 1000)), 8)).toBe(code);
  });

  it('round-trips base32 as RFC 4648 spells it', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode('mzxw 6ytb-oi').toString()).toBe('foobar');
    expect(() => base32Decode('not*base32')).toThrow();
  });

  it('accepts a code one step either side, never a step already used, never another length', () => {
    const secret = base32Encode(SECRET);
    const at = new Date(1111111111 * 1000);
    const step = stepAt(at);
    const code = (offset: number) => hotp(SECRET, step + offset);
    expect(matchTotp(secret, code(0), at, null)).toBe(step);
    expect(matchTotp(secret, code(-1), at, null)).toBe(step - 1);
    expect(matchTotp(secret, code(1), at, null)).toBe(step + 1);
    expect(matchTotp(secret, code(2), at, null)).toBeUndefined();
    expect(matchTotp(secret, code(-2), at, null)).toBeUndefined();
    expect(matchTotp(secret, code(0), at, step)).toBeUndefined();
    expect(matchTotp(secret, code(1), at, step)).toBe(step + 1);
    expect(matchTotp(secret, `${code(0)}0`, at, null)).toBeUndefined();
    expect(matchTotp(secret, ` ${code(0).slice(0, 3)} ${code(0).slice(3)} `, at, null)).toBe(step);
  });

  it('writes the otpauth URI authenticator apps read', () => {
    expect(otpauthUri('Bazaar demo', 'ada@example.com', 'ABC')).toBe(
      'otpauth://totp/Bazaar%20demo:ada%40example.com?secret=ABC&issuer=Bazaar+demo&algorithm=SHA1&digits=6&period=30',
    );
  });
});
