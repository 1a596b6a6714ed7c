import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';

/** Every factor type of the identity API; this platform enrols TOTP apps and email codes. */
export const FactorTypes = ['PASSWORD', 'SMS', 'CALL', 'EMAIL', 'TOTP', 'PUSH'] as const;
export type FactorType = (typeof FactorTypes)[number];
export const EnrollableFactorTypes = ['TOTP', 'EMAIL'] as const;
export type EnrollableFactorType = (typeof EnrollableFactorTypes)[number];
export const FactorStatuses = ['INACTIVE', 'ACTIVE', 'REQUIRE_REENROLL'] as const;
export type FactorStatus = (typeof FactorStatuses)[number];

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How many one-time recovery codes an enrolment gives, for a lost authenticator. */
export const RECOVERY_CODE_COUNT = 10;
/** How long "remember this device" skips the second factor. */
export const REMEMBERED_DEVICE_DAYS = 30;

export const FactorSchema = Type.Object({
  factorId: Type.String(),
  factorType: StringEnum(FactorTypes),
  status: StringEnum(FactorStatuses),
  createdDate: Type.String({ format: 'date-time' }),
});
export type Factor = Static<typeof FactorSchema>;

export const ListFactorsResponseSchema = Type.Object({ factors: Type.Array(FactorSchema) });
export type ListFactorsResponse = Static<typeof ListFactorsResponseSchema>;

export const CreateFactorRequestSchema = Type.Object({ factorType: StringEnum(EnrollableFactorTypes) });
export type CreateFactorRequest = Static<typeof CreateFactorRequestSchema>;

/**
 * A factor waiting for its first code: for TOTP, the secret to add to an authenticator app (as
 * text, and as the `otpauth://` URI a QR code carries); for EMAIL, a code was mailed.
 */
export const CreateFactorResponseSchema = Type.Object({
  factor: FactorSchema,
  totp: Type.Optional(Type.Object({ secret: Type.String(), otpauthUri: Type.String() })),
});
export type CreateFactorResponse = Static<typeof CreateFactorResponseSchema>;

const Code = Type.String({ minLength: 1, maxLength: 20 });

export const ActivateFactorRequestSchema = Type.Object({ code: Code });
export type ActivateFactorRequest = Static<typeof ActivateFactorRequestSchema>;
/** The active factor and, at the first one, the recovery codes: shown once, kept only as hashes. */
export const ActivateFactorResponseSchema = Type.Object({
  factor: FactorSchema,
  recoveryCodes: Type.Optional(Type.Array(Type.String())),
});
export type ActivateFactorResponse = Static<typeof ActivateFactorResponseSchema>;

export const FactorIdParamsSchema = Type.Object({ factorId: Type.String({ minLength: 1, maxLength: 100 }) });

/** `/v2/{factorType}/verify`: the path names the factor; TOTP takes a recovery code too. */
export const VerifyFactorParamsSchema = Type.Object({
  factorType: Type.String({ pattern: '^(totp|TOTP|email|EMAIL)$' }),
});
export const VerifyFactorRequestSchema = Type.Object({
  stateToken: Type.String({ minLength: 1, maxLength: 2_000 }),
  rememberThisDevice: Type.Optional(Type.Boolean()),
  totpData: Type.Optional(Type.Object({ code: Code })),
  emailData: Type.Optional(Type.Object({ code: Code })),
  smsData: Type.Optional(Type.Object({ code: Type.Optional(Code) })),
  callData: Type.Optional(Type.Object({ code: Type.Optional(Code) })),
  pushData: Type.Optional(Type.Object({})),
});
export type VerifyFactorRequest = Static<typeof VerifyFactorRequestSchema>;

/** The hosted login page's second-factor step: the same body, with the redirect session's token and the factor. */
export const HostedVerifyFactorRequestSchema = Type.Intersect([
  Type.Object({
    session: Type.String({ minLength: 10, maxLength: 200 }),
    factorType: StringEnum(EnrollableFactorTypes),
  }),
  VerifyFactorRequestSchema,
]);
export type HostedVerifyFactorRequest = Static<typeof HostedVerifyFactorRequestSchema>;
