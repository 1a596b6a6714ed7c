import { createHash, timingSafeEqual } from 'node:crypto';
import { AUTHORIZATION_CODE_SECONDS } from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Queryable } from '../../../kernel/db/database.js';
import { hashSecret, newId, newSecret } from '../../../kernel/ids.js';
import { OAuthError } from '../../oauth/errors.js';
import {
  deleteCodesExpiredBy,
  findAuthorizationCode,
  insertAuthorizationCode,
  spendAuthorizationCode,
} from './authorization-codes-repo.js';

const CODE_PREFIX = 'bzc_';

/** What a code is bound to: the token request must name the same client and redirect URI. */
export interface CodeBinding {
  siteId: string;
  clientId: string;
  /** '' for the direct login (`web_message`), which sends none. */
  redirectUri: string;
  codeChallenge: string;
  memberId: string;
  /** The visitor who asked for the sign-in, when known: the member tokens keep their visitor id. */
  visitorId?: string;
}

/** How long a spent or expired code's hash is kept: long enough to recognise its replay. */
const KEEP_SPENT_MS = 24 * 3600_000;

export async function issueAuthorizationCode(
  db: Queryable,
  clock: Clock,
  binding: CodeBinding,
): Promise<string> {
  const code = newSecret(CODE_PREFIX);
  const now = clock.now();
  // Codes a day past their minute are of no use, not even to spot a replay: each new code clears them.
  await deleteCodesExpiredBy(db, new Date(now.getTime() - KEEP_SPENT_MS).toISOString());
  await insertAuthorizationCode(db, {
    hash: hashSecret(code),
    binding,
    expiresAt: new Date(now.getTime() + AUTHORIZATION_CODE_SECONDS * 1000).toISOString(),
    now: now.toISOString(),
  });
  return code;
}

/** base64url(SHA-256(verifier)) compared with the challenge in constant time (RFC 7636 §4.6). */
function verifierMatches(verifier: string, challenge: string): boolean {
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

const invalidGrant = () =>
  new OAuthError(
    'invalid_grant',
    'The authorization code is unknown, expired, already used or not for this request',
  );

export type Redemption =
  | { siteId: string; memberId: string; sessionId: string; visitorId?: string }
  /** The code was spent already: the session it was spent for should end. */
  | { replayOf: string | null };

/**
 * Spends a code for the client that asks: every binding must match, and the code is marked used
 * by a conditional update, so of two requests with one code exactly one gets tokens; it also
 * names the session the tokens will be, so a later replay of the code can end it. Every refusal
 * is the same `invalid_grant`, which says nothing of which check failed.
 */
export async function redeemAuthorizationCode(
  db: Queryable,
  clock: Clock,
  request: { code: string; clientId: string; redirectUri: string; codeVerifier: string },
): Promise<Redemption> {
  if (!request.code.startsWith(CODE_PREFIX)) throw invalidGrant();
  const codeHash = hashSecret(request.code);
  const row = await findAuthorizationCode(db, codeHash);
  if (row?.used_at) return { replayOf: row.session_id };
  const now = clock.now().toISOString();
  if (
    !row ||
    row.expires_at <= now ||
    row.client_id !== request.clientId ||
    row.redirect_uri !== request.redirectUri ||
    !verifierMatches(request.codeVerifier, row.code_challenge)
  )
    throw invalidGrant();
  const sessionId = newId();
  if (!(await spendAuthorizationCode(db, codeHash, now, sessionId))) throw invalidGrant();
  return {
    siteId: row.site_id,
    memberId: row.member_id,
    sessionId,
    ...(row.visitor_id ? { visitorId: row.visitor_id } : {}),
  };
}

export const invalidAuthorizationCode = invalidGrant;
