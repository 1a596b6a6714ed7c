import { describe, expect, it } from 'vitest';
import { base64UrlDecode, base64UrlEncode, base64UrlToBytes, bytesToBase64Url } from './base64url.js';

const samples = ['', 'a', 'ab', 'abc', 'abcd', '{"x":"ü✓🙂"}', '??>>~~', 'שלום, 世界', '\u0000\u00ff'];

describe('base64url', () => {
  it('encodes UTF-8 text without padding, with - and _, agreeing with Node', () => {
    for (const text of samples) {
      const encoded = base64UrlEncode(text);
      expect(encoded).toBe(Buffer.from(text, 'utf8').toString('base64url'));
      expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
    }
    expect(base64UrlEncode('??>>')).toBe('Pz8-Pg');
    expect(base64UrlEncode('???')).toBe('Pz8_');
  });

  it('decodes back to the same text, padded or not', () => {
    for (const text of samples) expect(base64UrlDecode(base64UrlEncode(text))).toBe(text);
    expect(base64UrlDecode('YWI=')).toBe('ab');
    expect(base64UrlDecode('YWI')).toBe('ab');
  });

  it('encodes raw bytes, also large ones', () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, index) => (index * 7) % 256);
    expect(bytesToBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
    expect(base64UrlToBytes(bytesToBase64Url(bytes))).toEqual(bytes);
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(() => base64UrlDecode(bytesToBase64Url(new Uint8Array([0xff, 0xfe])))).toThrow();
  });
});
