import { describe, expect, it } from 'vitest';
import { DEFAULT_API_BASE_URL, resolveApiBaseUrl } from './host.js';

describe('resolveApiBaseUrl', () => {
  it('keeps a full origin, makes a bare host https, and defaults to the local platform', () => {
    expect(resolveApiBaseUrl({ apiBaseUrl: 'http://127.0.0.1:4000/' })).toBe('http://127.0.0.1:4000');
    expect(resolveApiBaseUrl({ apiBaseUrl: 'api.shop.example' })).toBe('https://api.shop.example');
    expect(resolveApiBaseUrl()).toBe(DEFAULT_API_BASE_URL);
  });
});
