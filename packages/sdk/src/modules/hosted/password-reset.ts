import type {
  HostedPasswordResetRequest,
  RecoverRequest,
  RecoverResponse,
  HostedPasswordReset as WireHostedPasswordReset,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire, SdkRequest } from '../../wire/index.js';

export type HostedPasswordReset = FromWire<WireHostedPasswordReset>;
export type PasswordRecovery = SdkRequest<RecoverRequest>;

/**
 * The calls of the hosted reset page, opened from a mailed link: its token is the credential.
 * A used or expired link fails with RECOVERY_LINK_INVALID.
 */
export const hostedPasswordReset = {
  getPasswordReset: defineMethod(
    ({ http }) =>
      async (request: HostedPasswordResetRequest): Promise<HostedPasswordReset> =>
        callRest<WireHostedPasswordReset>(http, {
          method: 'POST',
          path: '/hosted/v1/password-reset',
          payload: request,
        }),
  ),
  /** Sets the new password (every session of the member ends); a short one fails on `password`. */
  recover: defineMethod(
    ({ http }) =>
      async (request: PasswordRecovery): Promise<FromWire<RecoverResponse>> =>
        callRest<RecoverResponse>(http, {
          method: 'POST',
          path: '/iam/recovery/v1/recover',
          payload: request,
        }),
  ),
};
