import { describe, expect, it } from 'vitest';
import { domainAllows, domainsAllow, isAllowedDomain } from './allowed-domains.js';

describe('allowed domains', () => {
  it('takes origins, a port left open and a subdomain wildcard, and nothing else', () => {
    for (const good of [
      'https://shop.example.com',
      'http://localhost:*',
      'http://127.0.0.1:5173',
      'https://*.example.com',
    ])
      expect(isAllowedDomain(good), good).toBe(true);
    for (const bad of [
      'shop.example.com',
      'https://shop.example.com/',
      'https://shop.example.com/path',
      'ftp://example.com',
      'https://Shop.example.com',
      'https://*',
      'https://exa mple.com',
      'https://example.com:99999x',
    ])
      expect(isAllowedDomain(bad), bad).toBe(false);
  });

  it('allows the same origin, any port for :*, any subdomain for *., and no look-alike', () => {
    expect(domainAllows('https://shop.example.com', 'https://shop.example.com')).toBe(true);
    expect(domainAllows('https://shop.example.com', 'https://shop.example.com:443')).toBe(true);
    expect(domainAllows('https://shop.example.com', 'http://shop.example.com')).toBe(false);
    expect(domainAllows('https://shop.example.com', 'https://shop.example.com:8443')).toBe(false);
    expect(domainAllows('https://shop.example.com', 'https://shop.example.com.evil.test')).toBe(false);
    expect(domainAllows('http://localhost:*', 'http://localhost:5173')).toBe(true);
    expect(domainAllows('http://localhost:*', 'http://localhost')).toBe(true);
    expect(domainAllows('http://localhost:*', 'http://localhost.evil.test:5173')).toBe(false);
    expect(domainAllows('http://localhost:*', 'https://localhost:5173')).toBe(false);
    expect(domainAllows('https://*.example.com', 'https://a.b.example.com')).toBe(true);
    expect(domainAllows('https://*.example.com', 'https://example.com')).toBe(false);
    expect(domainAllows('https://*.example.com', 'https://badexample.com')).toBe(false);
    expect(domainAllows('http://localhost:*', 'null')).toBe(false);
    expect(domainAllows('http://localhost:*', 'http://localhost:5173/path')).toBe(false);
    expect(domainsAllow([], 'http://localhost:3000')).toBe(false);
  });
});
