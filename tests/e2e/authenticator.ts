import { createHmac } from 'node:crypto';

/**
 * The test's own authenticator app (RFC 6238, SHA-1, 6 digits, 30 s), written apart from the
 * platform's, so the browser tests check the platform against a second implementation.
 */
export function authenticatorCode(key: string, offsetSteps = 0, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of key.replace(/\s/g, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const secret = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000) + offsetSteps));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = (mac.at(-1) as number) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
