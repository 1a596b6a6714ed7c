import type {
  ActivateFactorResponse,
  CreateFactorResponse,
  EnrollableFactorType,
  ListFactorsResponse,
  Factor as WireFactor,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire } from '../../wire/index.js';

export type Factor = FromWire<WireFactor>;
export type FactorEnrolment = FromWire<CreateFactorResponse>;
export type FactorActivation = FromWire<ActivateFactorResponse>;

const FACTORS = '/_api/iam/authentication/v1/factors';

/**
 * `@bazaar/sdk/identity`: the signed-in member's second factors (call it with member tokens). An
 * authenticator app is enrolled in two steps: `createFactor('TOTP')` gives the secret and its
 * `otpauth://` URI (show it as a QR code), and `activateFactor` with the app's first code turns
 * it on; the first factor comes with recovery codes, shown once.
 *
 * ```ts
 * const { factor, totp } = await client.factors.createFactor('TOTP');
 * const { recoveryCodes } = await client.factors.activateFactor(factor.factorId, '123456');
 * ```
 */
export const factors = {
  listFactors: defineMethod(
    ({ http }) =>
      async (): Promise<Factor[]> =>
        (await callRest<ListFactorsResponse>(http, { method: 'GET', path: FACTORS })).factors,
  ),
  /** A TOTP factor's secret, or (EMAIL) a mailed code; an active factor of the type fails with FACTOR_ALREADY_EXISTS. */
  createFactor: defineMethod(
    ({ http }) =>
      async (factorType: EnrollableFactorType): Promise<FactorEnrolment> =>
        callRest<CreateFactorResponse>(http, { method: 'POST', path: FACTORS, payload: { factorType } }),
  ),
  /** A wrong code fails with INVALID_VERIFICATION_CODE (five per fifteen minutes, then TOO_MANY_ATTEMPTS). */
  activateFactor: defineMethod(
    ({ http }) =>
      async (factorId: string, code: string): Promise<FactorActivation> =>
        callRest<ActivateFactorResponse>(http, {
          method: 'POST',
          path: `${FACTORS}/${encodeURIComponent(factorId)}/activate`,
          payload: { code },
        }),
  ),
  /** With the last factor go the recovery codes: sign-ins ask for the password only. */
  deleteFactor: defineMethod(({ http }) => async (factorId: string): Promise<void> => {
    await callRest(http, { method: 'DELETE', path: `${FACTORS}/${encodeURIComponent(factorId)}` });
  }),
};
