import { REMEMBERED_DEVICE_DAYS } from '@bazaar/contracts';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../kernel/clock.js';
import { SIGNING_ALGORITHM, type SigningKey } from '../../kernel/signing-keys.js';

/**
 * The identity domain's own short-lived tokens, signed with a key of their own (so neither can
 * pass for an access token, nor one kind for the other):
 * - a **state token** stands for a sign-in waiting for the mailed code (`REQUIRE_EMAIL_VERIFICATION`);
 * - a **session token** proves a sign-in just succeeded (`SUCCESS`); the silent authorization
 *   exchanges it for member tokens;
 * - an **mfa token** stands for a sign-in whose password was right, waiting for a second factor;
 * - a **device token** remembers a device that passed the second factor; its `stamp` names the
 *   password it was given under, so a new password forgets every device.
 */
const AUDIENCE = 'bazaar-identity';
const LIFETIME_SECONDS = {
  state: 30 * 60,
  session: 15 * 60,
  mfa: 10 * 60,
  device: REMEMBERED_DEVICE_DAYS * 24 * 3600,
} as const;
export type IdentityTokenKind = keyof typeof LIFETIME_SECONDS;

export interface IdentityTokenClaims {
  kind: IdentityTokenKind;
  identityId: string;
  siteId: string;
  stamp?: string;
}

export function identityTokens(key: SigningKey, clock: Clock) {
  return {
    async issue(claims: IdentityTokenClaims): Promise<string> {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({
        kind: claims.kind,
        site: claims.siteId,
        ...(claims.stamp ? { stamp: claims.stamp } : {}),
      })
        .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.id })
        .setSubject(claims.identityId)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + LIFETIME_SECONDS[claims.kind])
        .sign(key.privateKey);
    },

    /** The claims of a valid, unexpired token of `kind`; undefined for anything else. */
    async read(token: string, kind: IdentityTokenKind): Promise<IdentityTokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key.publicKey, {
          audience: AUDIENCE,
          algorithms: [SIGNING_ALGORITHM],
          currentDate: clock.now(),
        });
        if (payload.kind !== kind || typeof payload.sub !== 'string' || typeof payload.site !== 'string')
          return undefined;
        return {
          kind,
          identityId: payload.sub,
          siteId: payload.site,
          ...(typeof payload.stamp === 'string' ? { stamp: payload.stamp } : {}),
        };
      } catch {
        return undefined;
      }
    },
  };
}

export type IdentityTokens = ReturnType<typeof identityTokens>;
