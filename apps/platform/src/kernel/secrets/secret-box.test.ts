import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newSecretsKey, parseSecretsKeys, SecretBox, UnknownSecretKeyError } from './secret-box.js';

describe('secret box', () => {
  const box = new SecretBox([randomBytes(32)]);

  it('seals to text that holds nothing of the secret, differently each time, and opens it again', () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    const once = box.seal(secret, 'identity_factors.secret');
    const twice = box.seal(secret, 'identity_factors.secret');
    expect(once).toMatch(/^sealed:v1:[\w-]{8}:[\w-]+:[\w-]+$/);
    expect(once).not.toContain(secret);
    expect(once).not.toBe(twice);
    expect(box.open(once, 'identity_factors.secret')).toBe(secret);
    expect(box.needsReseal(once)).toBe(false);
  });

  it('refuses a sealed value that was altered or moved to another column', () => {
    const sealed = box.seal('a private key', 'signing_keys.private_jwk');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => box.open(tampered, 'signing_keys.private_jwk')).toThrow();
    expect(() => box.open(sealed, 'webhook_signing_keys.private_key')).toThrow();
  });

  it('opens with any key of the ring, seals with the first, and names a key it does not have', () => {
    const [older, newer] = [randomBytes(32), randomBytes(32)];
    const sealedByOlder = new SecretBox([older]).seal('s', 'a.b');
    const rotated = new SecretBox([newer, older]);
    expect(rotated.open(sealedByOlder, 'a.b')).toBe('s');
    expect(rotated.needsReseal(sealedByOlder)).toBe(true);
    expect(rotated.needsReseal(rotated.seal('s', 'a.b'))).toBe(false);
    expect(() => new SecretBox([newer]).open(sealedByOlder, 'a.b')).toThrow(UnknownSecretKeyError);
    // Kept in clear by a version before sealing: read as it is, and due to be sealed.
    expect(rotated.open('{"kty":"OKP"}', 'a.b')).toBe('{"kty":"OKP"}');
    expect(rotated.needsReseal('{"kty":"OKP"}')).toBe(true);
  });

  it('reads keys from SECRETS_KEY (commas) or a key file (lines, comments), 32 bytes each', () => {
    const [a, b] = [newSecretsKey(), newSecretsKey()];
    expect(parseSecretsKeys(`${a},${b}`, 'SECRETS_KEY')).toHaveLength(2);
    expect(
      parseSecretsKeys(`# newest first, then the old one\n${a}\n\n${b} # retired\n`, 'file'),
    ).toHaveLength(2);
    expect(() => parseSecretsKeys('# nothing', 'file')).toThrow('holds no key');
    expect(() => parseSecretsKeys('c2hvcnQ=', 'SECRETS_KEY')).toThrow('32 random bytes');
  });
});
