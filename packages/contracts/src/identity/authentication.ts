import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { PASSWORD_MAX_LENGTH } from '../constants.js';
import { IdentityProfileSchema, IdentitySchema } from './identity.js';

export const AuthStates = [
  'UNKNOWN_STATE',
  'SUCCESS',
  'REQUIRE_OWNER_APPROVAL',
  'REQUIRE_EMAIL_VERIFICATION',
  'STATUS_CHECK',
  'REQUIRE_MISSING_FIELDS',
  'REQUIRE_MFA',
] as const;
export type AuthState = (typeof AuthStates)[number];

const Email = Type.String({ format: 'email', maxLength: 254 });
const Password = Type.String({ maxLength: PASSWORD_MAX_LENGTH });
const CaptchaTokens = Type.Array(
  Type.Object({
    Recaptcha: Type.Optional(Type.String({ maxLength: 4_000 })),
    InvisibleRecaptcha: Type.Optional(Type.String({ maxLength: 4_000 })),
  }),
  { maxItems: 5 },
);
const ClientMetaData = Type.Optional(Type.Record(Type.String(), Type.Unknown()));

/** `registerV2`: the email travels in the body as `loginId.email` (reference §4.4). */
export const RegisterRequestSchema = Type.Object({
  loginId: Type.Object({ email: Email }),
  password: Password,
  profile: Type.Optional(IdentityProfileSchema),
  captchaTokens: Type.Optional(CaptchaTokens),
  clientMetaData: ClientMetaData,
});
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

export const LoginRequestSchema = Type.Object({
  loginId: Type.Object({ email: Type.String({ maxLength: 254 }) }),
  password: Password,
  captchaTokens: Type.Optional(CaptchaTokens),
  clientMetaData: ClientMetaData,
});
export type LoginRequest = Static<typeof LoginRequestSchema>;

/**
 * Where a sign-up or sign-in stands. `SUCCESS` carries a `sessionToken` (exchanged for member
 * tokens by a silent authorization); `REQUIRE_EMAIL_VERIFICATION` a `stateToken` that the code
 * mailed to the member is verified with.
 */
export const StateMachineResponseSchema = Type.Object({
  state: StringEnum(AuthStates),
  sessionToken: Type.Optional(Type.String()),
  stateToken: Type.Optional(Type.String()),
  identity: Type.Optional(IdentitySchema),
  /** With REQUIRE_MFA, as Wix names it: the factor types the member can verify with. */
  requireMfaData: Type.Optional(
    Type.Object({
      availableFactors: Type.Array(
        Type.Object({ factorType: Type.String(), factorStatus: Type.Optional(Type.String()) }),
      ),
    }),
  ),
  additionalData: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type StateMachineResponse = Static<typeof StateMachineResponseSchema>;

/** The length of a mailed verification code, and how long and how often it may be tried. */
export const VERIFICATION_CODE_DIGITS = 6;
export const VERIFICATION_CODE_MINUTES = 15;
export const VERIFICATION_CODE_ATTEMPTS = 5;

/** `verifyDuringAuthentication` (OAuthStrategy.processVerification). */
export const VerifyDuringAuthenticationRequestSchema = Type.Object({
  code: Type.String({ maxLength: 20 }),
  stateToken: Type.String({ minLength: 1, maxLength: 2_000 }),
});
export type VerifyDuringAuthenticationRequest = Static<typeof VerifyDuringAuthenticationRequestSchema>;

/** Mails a fresh code for the sign-in a state token stands for; earlier codes stop working. */
export const ResendDuringAuthenticationRequestSchema = Type.Object({
  stateToken: Type.String({ minLength: 1, maxLength: 2_000 }),
});
export type ResendDuringAuthenticationRequest = Static<typeof ResendDuringAuthenticationRequestSchema>;

/**
 * `authentication.signOn`: the site owner's server signs a person on by email (a login it made
 * itself, e.g. with another identity provider), sent with `Authorization: <access token>,<API key>`.
 * The member is made when new, with no password; the session token becomes member tokens through
 * the `authorized_client` grant.
 */
export const SignOnRequestSchema = Type.Object({
  loginId: Type.Object({ email: Email }),
  profile: Type.Optional(IdentityProfileSchema),
  verifyEmail: Type.Optional(Type.Boolean()),
  mergeExistingContact: Type.Optional(Type.Boolean()),
});
export type SignOnRequest = Static<typeof SignOnRequestSchema>;
export const SignOnResponseSchema = Type.Object({
  sessionToken: Type.String(),
  identity: IdentitySchema,
});
export type SignOnResponse = Static<typeof SignOnResponseSchema>;

/** `verification.start`: mails a new code to confirm an identity's email (`EMAIL` is the one target). */
export const StartVerificationRequestSchema = Type.Object({
  identityId: Type.String({ minLength: 1, maxLength: 100 }),
  target: Type.Optional(StringEnum(['EMAIL'] as const)),
});
export type StartVerificationRequest = Static<typeof StartVerificationRequestSchema>;
export const StartVerificationResponseSchema = Type.Object({ verificationId: Type.String() });
