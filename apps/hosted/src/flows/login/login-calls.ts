import {
  type HostedAuthorization,
  type HostedLoginSession,
  hostedLogin,
  type SignInState,
} from '@bazaar/sdk/hosted';
import { platformClient } from '../../shared/platform';
import { deviceTokenFor } from './remembered-devices';

/**
 * The login page's calls, with the redirect session's token as the credential. Every type here is
 * the contract's, as the SDK returns it.
 */
const client = platformClient({ hostedLogin });

export type { HostedAuthorization, HostedLoginSession, SignInState };

/** What a person types on the sign-in and sign-up form (the nickname on sign-up only). */
export interface Credentials {
  nickname: string;
  email: string;
  password: string;
}

const loadLoginSession = (session: string) => client.hostedLogin.getLoginSession({ session });

/** A device remembered after a second factor is named, so the platform can skip that step. */
const signIn = (session: string, { email, password }: Credentials) => {
  const deviceToken = deviceTokenFor(email);
  return client.hostedLogin.login({
    session,
    loginId: { email: email.trim() },
    password,
    ...(deviceToken ? { clientMetaData: { deviceToken } } : {}),
  });
};

/** The second factor; a device to remember comes back as `additionalData.deviceToken`. */
const verifyFactor = (
  session: string,
  stateToken: string,
  factorType: 'TOTP' | 'EMAIL',
  code: string,
  rememberThisDevice: boolean,
) =>
  client.hostedLogin.verifyFactor({
    session,
    stateToken,
    factorType,
    rememberThisDevice,
    ...(factorType === 'TOTP'
      ? { totpData: { code: code.trim() } }
      : { emailData: { code: code.replace(/\D/g, '') } }),
  });

const signUp = (session: string, { nickname, email, password }: Credentials) =>
  client.hostedLogin.register({
    session,
    loginId: { email: email.trim() },
    password,
    ...(nickname.trim() ? { profile: { nickname: nickname.trim() } } : {}),
  });

/** Only the digits are sent: a code pasted as "123 456" or with a stray space is still the code. */
const verifyCode = (session: string, stateToken: string, code: string) =>
  client.hostedLogin.verify({ session, stateToken, code: code.replace(/\D/g, '') });

const resendCode = (session: string, stateToken: string) =>
  client.hostedLogin.resendCode({ session, stateToken });

/** Mails a reset link that comes back to this sign-in; the platform answers alike for any email. */
const sendRecoveryEmail = (session: string, email: string) =>
  client.hostedLogin.sendRecoveryEmail({ session, email: email.trim() });

/** The app's answer for this sign-in; with no session token, the app's own (`prompt: none`). */
const authorize = (session: string, sessionToken?: string) =>
  client.hostedLogin.authorize({ session, ...(sessionToken ? { sessionToken } : {}) });

/** The page's calls as one value, so a test can hand the page its own. */
export const loginCalls = {
  loadLoginSession,
  signIn,
  signUp,
  verifyCode,
  resendCode,
  verifyFactor,
  sendRecoveryEmail,
  authorize,
};
export type LoginCalls = typeof loginCalls;
