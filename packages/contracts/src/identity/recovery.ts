import { type Static, Type } from 'typebox';
import { PASSWORD_MAX_LENGTH } from '../constants.js';
import { IdentitySchema } from './identity.js';

/** A reset link works for this long, once; a newer link replaces it. */
export const RECOVERY_LINK_MINUTES = 60;

/**
 * Where the reset page sends the member once the password is changed: a URI the client allows
 * for redirects, exactly as listed (the Wix rule for recovery redirects).
 */
export const RecoveryRedirectSchema = Type.Object({
  url: Type.String({ format: 'uri', maxLength: 2000 }),
  clientId: Type.String({ minLength: 1, maxLength: 200 }),
});
export type RecoveryRedirect = Static<typeof RecoveryRedirectSchema>;

/**
 * `recovery.sendRecoveryEmail` (OAuthStrategy.sendPasswordResetEmail): mails a reset link when the
 * email has an account. The answer is `{}` either way, so it never tells whether it has one.
 */
export const SendRecoveryEmailRequestSchema = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  language: Type.Optional(Type.String({ maxLength: 20 })),
  redirect: Type.Optional(RecoveryRedirectSchema),
});
export type SendRecoveryEmailRequest = Static<typeof SendRecoveryEmailRequestSchema>;

/** `recovery.sendActivationEmail`: the owner mails a member a link to set a password. */
export const SendActivationEmailRequestSchema = Type.Object({
  identityId: Type.String({ minLength: 1, maxLength: 100 }),
  emailOptions: Type.Optional(
    Type.Object({
      language: Type.Optional(Type.String({ maxLength: 20 })),
      redirect: Type.Optional(RecoveryRedirectSchema),
    }),
  ),
});
export type SendActivationEmailRequest = Static<typeof SendActivationEmailRequestSchema>;

/** The token of a mailed link: its id and its secret, in one string. */
const RecoveryToken = Type.String({ minLength: 10, maxLength: 200 });

/** `recovery.recover`: the link's token and the new password; answers with the identity. */
export const RecoverRequestSchema = Type.Object({
  recoveryToken: RecoveryToken,
  password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
});
export type RecoverRequest = Static<typeof RecoverRequestSchema>;
export const RecoverResponseSchema = Type.Object({ identity: IdentitySchema });
export type RecoverResponse = Static<typeof RecoverResponseSchema>;

/** `authentication.changePassword`: a signed-in member's new password. */
export const ChangePasswordRequestSchema = Type.Object({
  newPassword: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;

/** What the hosted reset page shows before the new password is typed. */
export const HostedPasswordResetRequestSchema = Type.Object({ recoveryToken: RecoveryToken });
export type HostedPasswordResetRequest = Static<typeof HostedPasswordResetRequestSchema>;
export const HostedPasswordResetSchema = Type.Object({
  siteName: Type.String(),
  email: Type.String(),
  /** Where to go once the password is set: the redirect the link was asked with, if any. */
  returnUrl: Type.Optional(Type.String()),
});
export type HostedPasswordReset = Static<typeof HostedPasswordResetSchema>;

/** "Forgot password?" on the hosted login page: the link returns to this sign-in. */
export const HostedRecoveryRequestSchema = Type.Object({
  session: Type.String({ minLength: 10, maxLength: 200 }),
  email: Type.String({ format: 'email', maxLength: 254 }),
});
export type HostedRecoveryRequest = Static<typeof HostedRecoveryRequestSchema>;
