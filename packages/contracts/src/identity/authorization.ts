import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import {
  LoginRequestSchema,
  RegisterRequestSchema,
  ResendDuringAuthenticationRequestSchema,
  VerifyDuringAuthenticationRequestSchema,
} from './authentication.js';

/** How the code reaches the app (reference §4.3, §4.5): in the redirect's fragment or query, or posted to the parent frame. */
export const ResponseModes = ['fragment', 'query', 'web_message'] as const;
export type ResponseMode = (typeof ResponseModes)[number];
export const Prompts = ['login', 'none', 'consent', 'select_account'] as const;
export type Prompt = (typeof Prompts)[number];

/** PKCE (RFC 7636): an S256 challenge is 43 base64url characters. */
export const CODE_CHALLENGE_PATTERN = '^[A-Za-z0-9_-]{43}$';
/** An authorization code is good for this long, once (RFC 9700 §2.1.1 asks for a short life). */
export const AUTHORIZATION_CODE_SECONDS = 60;

/** The `auth` flavour of a redirect session, as the official OAuthStrategy's `getAuthUrl` sends it. */
export const AuthRequestSchema = Type.Object({
  clientId: Type.String({ minLength: 1, maxLength: 200 }),
  /** Left out by the direct login (`web_message`), which has no page to return to. */
  redirectUri: Type.Optional(Type.String({ format: 'uri', maxLength: 2000 })),
  codeChallenge: Type.String({ pattern: CODE_CHALLENGE_PATTERN }),
  codeChallengeMethod: Type.Literal('S256', { description: 'S256 only: `plain` would give the code away' }),
  responseMode: Type.Optional(StringEnum(ResponseModes)),
  responseType: Type.Literal('code'),
  scope: Type.Optional(Type.String({ maxLength: 200 })),
  state: Type.String({ minLength: 1, maxLength: 500 }),
  /** A sign-in's session token: authorizes without asking (`prompt: none`). */
  sessionToken: Type.Optional(Type.String({ minLength: 1, maxLength: 4000 })),
  idp: Type.Optional(Type.String({ maxLength: 200 })),
});
export type AuthRequest = Static<typeof AuthRequestSchema>;

export const AuthFlavourSchema = Type.Object({
  authRequest: AuthRequestSchema,
  prompt: Type.Optional(StringEnum(Prompts)),
});
export type AuthFlavour = Static<typeof AuthFlavourSchema>;

/** What the hosted login page shows before anyone signs in. */
export const HostedLoginSessionSchema = Type.Object({
  siteName: Type.String(),
  prompt: StringEnum(Prompts),
  responseMode: StringEnum(ResponseModes),
  /** The sign-up policy, so the page can say what follows a sign-up. */
  memberSignUp: Type.String(),
  /**
   * For a `login` session: the platform page the browser returns to once signed in, where the
   * sign-in's session token is kept for that page (no app gets a code).
   */
  returnTo: Type.Optional(Type.String()),
  /**
   * The way back to the site without signing in: the app's redirect URI answered
   * `access_denied` (the app goes on as before), or a `login` session's own page. Absent when the
   * answer is a message to a frame.
   */
  backUrl: Type.Optional(Type.String()),
});
export type HostedLoginSession = Static<typeof HostedLoginSessionSchema>;

export const HostedAuthorizeRequestSchema = Type.Object({
  /** The redirect session's token (as every hosted page's API takes it). */
  session: Type.String({ minLength: 10, maxLength: 200 }),
  /** The session token of the sign-in the page just made; absent, the flow's own (prompt: none). */
  sessionToken: Type.Optional(Type.String({ minLength: 1, maxLength: 4000 })),
});
export type HostedAuthorizeRequest = Static<typeof HostedAuthorizeRequestSchema>;

/**
 * Where the page sends the browser: the app's redirect URI with `code` and `state` (or `error`) in
 * its fragment or query; or, for `web_message`, what to post to the parent frame and to which origin.
 */
export const HostedAuthorizeResponseSchema = Type.Object({
  redirectUrl: Type.Optional(Type.String()),
  message: Type.Optional(
    Type.Object({
      code: Type.Optional(Type.String()),
      state: Type.String(),
      error: Type.Optional(Type.String()),
      errorDescription: Type.Optional(Type.String()),
    }),
  ),
  /** The origins the message may go to: those of the client's allowed redirect URIs, never `*`. */
  targetOrigins: Type.Optional(Type.Array(Type.String())),
});
export type HostedAuthorizeResponse = Static<typeof HostedAuthorizeResponseSchema>;

/**
 * The hosted login page's own sign-up, sign-in and code calls: the same bodies as the identity
 * API's, with the redirect session's token, whose visitor they act for.
 */
const WithSession = Type.Object({ session: Type.String({ minLength: 10, maxLength: 200 }) });
export const HostedRegisterRequestSchema = Type.Intersect([WithSession, RegisterRequestSchema]);
export type HostedRegisterRequest = Static<typeof HostedRegisterRequestSchema>;
export const HostedLoginRequestSchema = Type.Intersect([WithSession, LoginRequestSchema]);
export type HostedLoginRequest = Static<typeof HostedLoginRequestSchema>;
export const HostedVerifyRequestSchema = Type.Intersect([
  WithSession,
  VerifyDuringAuthenticationRequestSchema,
]);
export type HostedVerifyRequest = Static<typeof HostedVerifyRequestSchema>;
export const HostedResendRequestSchema = Type.Intersect([
  WithSession,
  ResendDuringAuthenticationRequestSchema,
]);
export type HostedResendRequest = Static<typeof HostedResendRequestSchema>;

/** The `logout` flavour (reference §4.6): the client whose member session ends. */
export const LogoutFlavourSchema = Type.Object({
  clientId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
export type LogoutFlavour = Static<typeof LogoutFlavourSchema>;

/** What the hosted logout page does once the session is ended: where to send the browser, if anywhere. */
export const HostedLogoutResponseSchema = Type.Object({
  siteName: Type.String(),
  postFlowUrl: Type.Optional(Type.String()),
});
export type HostedLogoutResponse = Static<typeof HostedLogoutResponseSchema>;
