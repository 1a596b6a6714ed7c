import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';

export const GrantTypes = ['anonymous', 'refresh_token', 'authorization_code', 'authorized_client'] as const;
export type GrantType = (typeof GrantTypes)[number];

/**
 * `POST /oauth2/token`. The official OAuthStrategy sends camelCase (`clientId`, `grantType`,
 * `refreshToken`, ...); the authorized_client grant sends snake_case (reference §4.1). Both are
 * accepted; which fields a grant needs is checked by the service.
 */
export const TokenRequestSchema = Type.Object({
  clientId: Type.Optional(Type.String({ maxLength: 200 })),
  grantType: Type.Optional(Type.String({ maxLength: 100 })),
  refreshToken: Type.Optional(Type.String({ maxLength: 1000 })),
  redirectUri: Type.Optional(Type.String({ maxLength: 2000 })),
  code: Type.Optional(Type.String({ maxLength: 1000 })),
  codeVerifier: Type.Optional(Type.String({ maxLength: 200 })),
  client_id: Type.Optional(Type.String({ maxLength: 200 })),
  grant_type: Type.Optional(Type.String({ maxLength: 100 })),
  refresh_token: Type.Optional(Type.String({ maxLength: 1000 })),
  scope: Type.Optional(Type.String({ maxLength: 200 })),
  member_id: Type.Optional(Type.String({ maxLength: 200 })),
  session_token: Type.Optional(Type.String({ maxLength: 4000 })),
});
export type TokenRequest = Static<typeof TokenRequestSchema>;

export const TokenResponseSchema = Type.Object({
  access_token: Type.String({ description: '`OauthNG.JWS.` followed by a signed JWT' }),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Seconds until the access token expires' }),
  refresh_token: Type.String({ description: 'Opaque; not rotated, renew with it as often as needed' }),
  scope: Type.Optional(Type.String()),
});
export type TokenResponse = Static<typeof TokenResponseSchema>;

export const RevokeTokenRequestSchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 1000, description: 'A refresh token' }),
  clientId: Type.Optional(Type.String({ maxLength: 200 })),
});
export type RevokeTokenRequest = Static<typeof RevokeTokenRequestSchema>;

export const SubjectTypes = ['APP', 'USER', 'MEMBER', 'VISITOR', 'UNKNOWN'] as const;

export const TokenInfoRequestSchema = Type.Object({ token: Type.String({ maxLength: 8000 }) });
export type TokenInfoRequest = Static<typeof TokenInfoRequestSchema>;

export const TokenInfoResponseSchema = Type.Object({
  active: Type.Boolean(),
  subjectType: Type.Optional(StringEnum(SubjectTypes)),
  subjectId: Type.Optional(Type.String()),
  exp: Type.Optional(Type.Integer()),
  iat: Type.Optional(Type.Integer()),
  clientId: Type.Optional(Type.String()),
  siteId: Type.Optional(Type.String()),
  instanceId: Type.Optional(Type.String()),
});
export type TokenInfoResponse = Static<typeof TokenInfoResponseSchema>;

export const JwksResponseSchema = Type.Object({
  keys: Type.Array(Type.Record(Type.String(), Type.Unknown())),
});

/** What the `data` claim of an access token holds (a JSON string in the JWT, reference §4.2). */
export interface AccessTokenData {
  instance: {
    instanceId: string;
    appDefId: string;
    metaSiteId: string;
    signDate: string;
    uid: string;
    aid?: string;
    siteMemberId?: string;
    expirationDate: string;
  };
  identity: { type: 'ANONYMOUS_VISITOR' | 'MEMBER'; visitorId?: string; memberId?: string };
}
