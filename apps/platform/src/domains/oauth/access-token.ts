import { ACCESS_TOKEN_PREFIX, type AccessTokenData } from '@bazaar/contracts';
import { jwtVerify, SignJWT } from 'jose';
import type { AuthenticatedIdentity } from '../../kernel/auth.js';
import { SIGNING_ALGORITHM, type SigningKey } from '../../kernel/signing-keys.js';

export interface TokenSubject {
  siteId: string;
  clientId: string;
  role: 'visitor' | 'member';
  visitorId?: string;
  memberId?: string;
  /** The refresh token the access token was issued with (`sid`): what a logout ends. */
  sessionId?: string;
}

export interface VerifiedAccessToken {
  identity: AuthenticatedIdentity & { kind: 'visitor' | 'member' };
  iat: number;
  exp: number;
}

/**
 * `OauthNG.JWS.` + a JWT whose `data` claim is a JSON string (reference §4.2): the storefront
 * decodes it for `instance.metaSiteId`, and the platform verifies the signature on every call.
 */
export async function signAccessToken(
  key: SigningKey,
  subject: TokenSubject,
  options: { issuer: string; ttlSeconds: number; now: Date },
): Promise<{ token: string; expiresIn: number }> {
  const now = Math.floor(options.now.getTime() / 1000);
  const exp = now + options.ttlSeconds;
  const data: AccessTokenData = {
    instance: {
      instanceId: subject.siteId,
      appDefId: subject.clientId,
      metaSiteId: subject.siteId,
      signDate: new Date(now * 1000).toISOString(),
      uid: subject.memberId ?? subject.visitorId ?? '',
      ...(subject.memberId ? { siteMemberId: subject.memberId } : {}),
      expirationDate: new Date(exp * 1000).toISOString(),
    },
    identity:
      subject.role === 'member'
        ? { type: 'MEMBER', memberId: subject.memberId, visitorId: subject.visitorId }
        : { type: 'ANONYMOUS_VISITOR', visitorId: subject.visitorId },
  };
  const claims = { data: JSON.stringify(data), ...(subject.sessionId ? { sid: subject.sessionId } : {}) };
  const jwt = await new SignJWT(claims)
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.id, typ: 'JWT' })
    .setIssuer(options.issuer)
    .setAudience(subject.clientId)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(key.privateKey);
  return { token: `${ACCESS_TOKEN_PREFIX}${jwt}`, expiresIn: options.ttlSeconds };
}

/** The identity of a valid, unexpired access token signed by this platform; undefined otherwise. */
export async function verifyAccessToken(
  key: SigningKey,
  jwt: string,
  issuer: string,
  now: Date,
): Promise<VerifiedAccessToken | undefined> {
  try {
    const { payload } = await jwtVerify(jwt, key.publicKey, {
      algorithms: [SIGNING_ALGORITHM],
      issuer,
      currentDate: now,
    });
    if (typeof payload.data !== 'string' || typeof payload.aud !== 'string') return undefined;
    const data = JSON.parse(payload.data) as AccessTokenData;
    const siteId = data.instance.metaSiteId;
    const clientId = payload.aud;
    const session = typeof payload.sid === 'string' ? { sessionId: payload.sid } : {};
    const identity: VerifiedAccessToken['identity'] =
      data.identity.type === 'MEMBER' && data.identity.memberId
        ? {
            kind: 'member',
            siteId,
            clientId,
            memberId: data.identity.memberId,
            visitorId: data.identity.visitorId,
            ...session,
          }
        : { kind: 'visitor', siteId, clientId, visitorId: data.identity.visitorId ?? '', ...session };
    return { identity, iat: payload.iat ?? 0, exp: payload.exp ?? 0 };
  } catch {
    return undefined;
  }
}
