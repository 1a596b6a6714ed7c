import type { IdentityProfile, StateMachineResponse } from '@bazaar/contracts';
import { IdentityErrorCodes } from '@bazaar/contracts/constants';
import { BazaarError } from '../errors.js';
import type { HttpClient } from '../http.js';

/** Where a sign-up or sign-in made in the app stands, as the official client names it. */
export type LoginState =
  | { loginState: 'SUCCESS'; data: { sessionToken: string } }
  | { loginState: 'EMAIL_VERIFICATION_REQUIRED'; data: { stateToken: string } }
  | { loginState: 'OWNER_APPROVAL_REQUIRED'; data?: undefined }
  | { loginState: 'FAILURE'; errorCode?: LoginErrorCode; error: string };

type LoginErrorCode =
  | 'invalidEmail'
  | 'invalidPassword'
  | 'emailAlreadyExists'
  | 'resetPassword'
  | 'missingCaptchaToken'
  | 'invalidCaptchaToken';

export interface RegisterParams {
  email: string;
  password: string;
  profile?: Omit<IdentityProfile, 'emails'>;
}

const CODES: Record<string, LoginErrorCode> = {
  [IdentityErrorCodes.emailAlreadyExists]: 'emailAlreadyExists',
  [IdentityErrorCodes.invalidPassword]: 'invalidPassword',
  [IdentityErrorCodes.resetPassword]: 'resetPassword',
  [IdentityErrorCodes.missingCaptchaToken]: 'missingCaptchaToken',
  [IdentityErrorCodes.invalidCaptchaToken]: 'invalidCaptchaToken',
};

/** A refusal as a FAILURE state: the official codes, `invalidEmail` for an address the platform refused. */
function failureOf(error: unknown, call: 'register' | 'login'): LoginState {
  if (!(error instanceof BazaarError)) throw error;
  const known = CODES[String(error.code ?? '')];
  const emailRefused = error.details.validationError?.fieldViolations.some(
    (violation) => (violation.data as { type?: string } | undefined)?.type === 'EMAIL',
  );
  const errorCode = known ?? (emailRefused || call === 'login' ? 'invalidEmail' : undefined);
  return { loginState: 'FAILURE', ...(errorCode ? { errorCode } : {}), error: error.message };
}

/**
 * Sign-up, sign-in and the mailed code made in the app itself (reference §4.4), with the official
 * client's states. A SUCCESS's `sessionToken` becomes member tokens through
 * `getMemberTokensForDirectLogin`; an EMAIL_VERIFICATION_REQUIRED waits for `processVerification`.
 * A sign-in that needs a second factor is finished on the hosted login page.
 */
export function memberSignInCalls(http: () => HttpClient) {
  /** The state token of the sign-in waiting for its mailed code, kept for `processVerification`. */
  let waiting: string | undefined;

  function stateOf(answer: StateMachineResponse): LoginState {
    waiting = undefined;
    if (answer.state === 'SUCCESS' && answer.sessionToken)
      return { loginState: 'SUCCESS', data: { sessionToken: answer.sessionToken } };
    if (answer.state === 'REQUIRE_EMAIL_VERIFICATION' && answer.stateToken) {
      waiting = answer.stateToken;
      return { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: answer.stateToken } };
    }
    if (answer.state === 'REQUIRE_OWNER_APPROVAL') return { loginState: 'OWNER_APPROVAL_REQUIRED' };
    return { loginState: 'FAILURE', error: 'Unknown _state' };
  }

  const post = (url: string, body: object) =>
    http().request<StateMachineResponse>({ method: 'POST', url, body });

  return {
    async register({ email, password, profile }: RegisterParams): Promise<LoginState> {
      try {
        return stateOf(
          await post('/_api/iam/authentication/v2/register', {
            loginId: { email },
            password,
            ...(profile ? { profile } : {}),
          }),
        );
      } catch (error) {
        return failureOf(error, 'register');
      }
    },

    async login({ email, password }: { email: string; password: string }): Promise<LoginState> {
      try {
        return stateOf(await post('/_api/iam/authentication/v2/login', { loginId: { email }, password }));
      } catch (error) {
        return failureOf(error, 'login');
      }
    },

    /** The mailed code of the last sign-up or sign-in that asked for one. */
    async processVerification({ verificationCode }: { verificationCode: string }): Promise<LoginState> {
      if (!waiting) throw new Error('No sign-in is waiting for a verification code: register or login first');
      return stateOf(
        await post('/_api/iam/verification/v1/auth/verify', { code: verificationCode, stateToken: waiting }),
      );
    },
  };
}
