import { STAFF_ACCESS_TOKEN_PREFIX } from '@bazaar/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { SIGNING_ALGORITHM, type SigningKey } from '../../../kernel/signing-keys.js';

/** What each kind of staff token is for: a token of one kind never passes for the other. */
const LOGIN_AUDIENCE = 'events-staff-login';
const ACCESS_AUDIENCE = 'events-staff-access';

/** A signed-in device stays signed in this long; pausing or deleting the staff member ends it sooner. */
const STAFF_ACCESS_TTL_SECONDS = 90 * 24 * 3600;

export interface StaffTokenSubject {
  siteId: string;
  staffMemberId: string;
}

/**
 * The token of a staff member's login link. Ed25519 signatures are deterministic and the claims
 * hold no time, so the same link is signed again whenever the owner asks for it: nothing secret
 * is stored, and deleting the staff member is what ends the link.
 */
export function signLoginToken(key: SigningKey, subject: StaffTokenSubject): Promise<string> {
  return new SignJWT({ site: subject.siteId })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.id })
    .setSubject(subject.staffMemberId)
    .setAudience(LOGIN_AUDIENCE)
    .sign(key.privateKey);
}

/** A device's access token: `EventsStaff.` + a JWT naming the staff member and the device. */
export async function signAccessToken(
  key: SigningKey,
  subject: StaffTokenSubject & { deviceId: string },
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const jwt = await new SignJWT({ site: subject.siteId, device: subject.deviceId })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.id })
    .setSubject(subject.staffMemberId)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + STAFF_ACCESS_TTL_SECONDS)
    .sign(key.privateKey);
  return `${STAFF_ACCESS_TOKEN_PREFIX}${jwt}`;
}

async function verify(
  key: SigningKey,
  token: string,
  audience: string,
  now: Date,
): Promise<(StaffTokenSubject & { deviceId?: string }) | undefined> {
  try {
    const { payload } = await jwtVerify(token, key.publicKey, {
      algorithms: [SIGNING_ALGORITHM],
      audience,
      currentDate: now,
    });
    if (typeof payload.site !== 'string' || typeof payload.sub !== 'string') return undefined;
    return {
      siteId: payload.site,
      staffMemberId: payload.sub,
      ...(typeof payload.device === 'string' ? { deviceId: payload.device } : {}),
    };
  } catch {
    return undefined;
  }
}

export const verifyLoginToken = (key: SigningKey, token: string, now: Date) =>
  verify(key, token, LOGIN_AUDIENCE, now);

/** The subject of an access token, given with or without its `EventsStaff.` prefix. */
export async function verifyAccessToken(key: SigningKey, token: string, now: Date) {
  const jwt = token.startsWith(STAFF_ACCESS_TOKEN_PREFIX)
    ? token.slice(STAFF_ACCESS_TOKEN_PREFIX.length)
    : token;
  const subject = await verify(key, jwt, ACCESS_AUDIENCE, now);
  return subject?.deviceId ? { ...subject, deviceId: subject.deviceId } : undefined;
}
