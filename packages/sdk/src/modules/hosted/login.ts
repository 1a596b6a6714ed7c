import type {
  HostedAuthorizeRequest,
  HostedAuthorizeResponse,
  HostedLoginRequest,
  HostedRecoveryRequest,
  HostedRegisterRequest,
  HostedResendRequest,
  HostedSessionRequest,
  HostedVerifyFactorRequest,
  HostedVerifyRequest,
  StateMachineResponse,
  HostedLoginSession as WireHostedLoginSession,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire, SdkRequest } from '../../wire/index.js';

export type HostedLoginSession = FromWire<WireHostedLoginSession>;
export type HostedSignUp = SdkRequest<HostedRegisterRequest>;
export type HostedSignIn = SdkRequest<HostedLoginRequest>;
export type HostedVerification = SdkRequest<HostedVerifyRequest>;
export type HostedCodeResend = SdkRequest<HostedResendRequest>;
export type HostedFactorVerification = SdkRequest<HostedVerifyFactorRequest>;
export type HostedAuthorization = FromWire<HostedAuthorizeResponse>;
/** Where a sign-up or sign-in stands: SUCCESS with a `sessionToken`, or the step that is missing. */
export type SignInState = FromWire<StateMachineResponse>;

const LOGIN = '/hosted/v1/login-session';

const signInCall = <Request extends Record<string, unknown>>(path: string) =>
  defineMethod(
    ({ http }) =>
      async (request: Request): Promise<SignInState> =>
        callRest<StateMachineResponse>(http, { method: 'POST', path: `${LOGIN}/${path}`, payload: request }),
  );

/**
 * The calls of the hosted login page (an `auth` session), with the session's token as the
 * credential (`NoCredentials()`): what the page shows, the sign-up, sign-in and mailed-code steps
 * (answered as the identity API answers them), and the authorization that gives the app its code.
 *
 * ```ts
 * const signedIn = await client.hostedLogin.login({ session, loginId: { email }, password });
 * if (signedIn.state === 'SUCCESS') {
 *   const { redirectUrl } = await client.hostedLogin.authorize({ session, sessionToken: signedIn.sessionToken });
 * }
 * ```
 */
export const hostedLogin = {
  getLoginSession: defineMethod(
    ({ http }) =>
      async (request: HostedSessionRequest): Promise<HostedLoginSession> =>
        callRest<WireHostedLoginSession>(http, { method: 'POST', path: LOGIN, payload: request }),
  ),
  /** A taken email fails with code -19995, a short password as a validation error on `password`. */
  register: signInCall<HostedSignUp>('register'),
  /** A wrong email or password fails with code -19976 (one answer for both), too many with TOO_MANY_ATTEMPTS. */
  login: signInCall<HostedSignIn>('login'),
  /** The mailed code with the `stateToken` of REQUIRE_EMAIL_VERIFICATION; a wrong one fails with INVALID_VERIFICATION_CODE. */
  verify: signInCall<HostedVerification>('verify'),
  /**
   * The second factor of REQUIRE_MFA: `totpData.code` (an authenticator's code, or a recovery
   * code) or `emailData.code`; `rememberThisDevice` answers with `additionalData.deviceToken`,
   * to send as `clientMetaData.deviceToken` with later sign-ins.
   */
  verifyFactor: signInCall<HostedFactorVerification>('verify-factor'),
  /** Mails a new code; the earlier one stops working. */
  resendCode: signInCall<HostedCodeResend>('resend'),
  /** "Forgot password?": mails a reset link that returns to this sign-in; the same answer for any email. */
  sendRecoveryEmail: defineMethod(({ http }) => async (request: HostedRecoveryRequest): Promise<void> => {
    await callRest(http, { method: 'POST', path: `${LOGIN}/recover`, payload: request });
  }),
  /**
   * The app's code for the member of `sessionToken` (or, with `prompt: none`, the app's own):
   * a `redirectUrl` to send the browser to, or, for `web_message`, the `message` to post to
   * each of `targetOrigins`.
   */
  authorize: defineMethod(
    ({ http }) =>
      async (request: HostedAuthorizeRequest): Promise<HostedAuthorization> =>
        callRest<HostedAuthorizeResponse>(http, {
          method: 'POST',
          path: `${LOGIN}/authorize`,
          payload: request,
        }),
  ),
};
