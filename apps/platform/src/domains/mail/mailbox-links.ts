import { MAILBOX_LINK_MINUTES } from '@bazaar/contracts';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../kernel/clock.js';
import { SIGNING_ALGORITHM, type SigningKey } from '../../kernel/signing-keys.js';

const AUDIENCE = 'bazaar-mailbox';

/**
 * Links to the hosted mailbox page: a key signed for one site, good for an hour, made by the
 * owner's API key so that the key itself never has to be typed into a browser.
 */
export function mailboxLinks(key: SigningKey, clock: Clock, publicUrl: string) {
  return {
    async issue(siteId: string): Promise<{ url: string; expiresDate: string }> {
      const now = Math.floor(clock.now().getTime() / 1000);
      const expires = now + MAILBOX_LINK_MINUTES * 60;
      const token = await new SignJWT({ site: siteId })
        .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.id })
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(expires)
        .sign(key.privateKey);
      return {
        url: `${publicUrl}/hosted/mailbox#${new URLSearchParams({ key: token })}`,
        expiresDate: new Date(expires * 1000).toISOString(),
      };
    },

    /** The site a valid, unexpired key opens; undefined for anything else. */
    async siteOf(token: string): Promise<string | undefined> {
      try {
        const { payload } = await jwtVerify(token, key.publicKey, {
          audience: AUDIENCE,
          algorithms: [SIGNING_ALGORITHM],
          currentDate: clock.now(),
        });
        return typeof payload.site === 'string' ? payload.site : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
