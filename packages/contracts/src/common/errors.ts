import { type Static, Type } from 'typebox';
import { StringEnum } from './enums.js';

/** The `violatedRule` values of Wix field violations. */
export const ViolatedRules = [
  'VALIDATION',
  'OTHER',
  'MAX',
  'MIN',
  'MAX_LENGTH',
  'MIN_LENGTH',
  'MAX_SIZE',
  'MIN_SIZE',
  'FORMAT',
  'INVALID_ENUM_VALUE',
  'REQUIRED_FIELD',
  'FIELD_NOT_ALLOWED',
  'ONE_OF_ALIGNMENT',
  'EXACT_LENGTH',
  'EXACT_SIZE',
  'REQUIRED_ONE_OF_FIELD',
] as const;
export type ViolatedRule = (typeof ViolatedRules)[number];

export const FieldViolationSchema = Type.Object({
  field: Type.String({
    description: 'Path of the offending field, e.g. `query.paging.limit` or `lineItems[0].quantity`',
  }),
  description: Type.String(),
  violatedRule: StringEnum(ViolatedRules),
  ruleName: Type.Optional(Type.String()),
  data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type FieldViolation = Static<typeof FieldViolationSchema>;

/**
 * Every error body: `message` plus `details`, which holds a `validationError`, an
 * `applicationError`, or nothing more (other 4xx and system errors), as the official runtime reads it.
 */
export const ErrorBodySchema = Type.Object(
  {
    message: Type.String(),
    details: Type.Object({
      validationError: Type.Optional(Type.Object({ fieldViolations: Type.Array(FieldViolationSchema) })),
      applicationError: Type.Optional(
        Type.Object({
          code: Type.String(),
          description: Type.String(),
          data: Type.Record(Type.String(), Type.Unknown()),
        }),
      ),
      requestId: Type.Optional(Type.String()),
    }),
  },
  { $id: 'ErrorBody', description: 'The wire error body' },
);
export type ErrorBody = Static<typeof ErrorBodySchema>;
