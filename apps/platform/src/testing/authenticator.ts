import { base32Decode, hotp, stepAt } from '../domains/identity/mfa/totp.js';

/** What an authenticator app shows for `secret` at `at`, `offset` 30-second steps on. */
export const authenticatorCode = (secret: string, at = new Date(), offset = 0): string =>
  hotp(base32Decode(secret), stepAt(at) + offset);
