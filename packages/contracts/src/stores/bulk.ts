import { type Static, Type } from 'typebox';

const Decimal = Type.Union([
  Type.String({ pattern: '^\\d{1,9}(\\.\\d{1,3})?$' }),
  Type.Number({ minimum: 0, maximum: 999_999_999 }),
]);
const SignedDecimal = Type.Union([
  Type.String({ pattern: '^-?\\d{1,9}(\\.\\d{1,3})?$' }),
  Type.Number({ minimum: -999_999_999, maximum: 999_999_999 }),
]);
const Ids = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 100 });

export const BulkUpdateProductsRequestSchema = Type.Object({
  ids: Ids,
  set: Type.Object({
    price: Type.Optional(Decimal),
    cost: Type.Optional(Decimal),
    weight: Type.Optional(Type.Number({ minimum: 0, maximum: 999_999 })),
  }),
});
export type BulkUpdateProductsRequest = Static<typeof BulkUpdateProductsRequestSchema>;

/** An amount to add (negative to lower) or a percentage to apply, e.g. `{percentage: -10}`. */
const Adjustment = Type.Object({
  amount: Type.Optional(SignedDecimal),
  percentage: Type.Optional(Type.Number({ minimum: -100, maximum: 1000 })),
});

export const BulkAdjustProductsRequestSchema = Type.Object({
  ids: Ids,
  adjust: Type.Object({
    price: Type.Optional(Adjustment),
    cost: Type.Optional(Adjustment),
    weight: Type.Optional(Adjustment),
  }),
});
export type BulkAdjustProductsRequest = Static<typeof BulkAdjustProductsRequestSchema>;

export const BulkProductsResponseSchema = Type.Object({
  results: Type.Array(
    Type.Object({
      itemMetadata: Type.Object({
        id: Type.String(),
        originalIndex: Type.Integer(),
        success: Type.Boolean(),
        error: Type.Optional(Type.Object({ code: Type.String(), description: Type.String() })),
      }),
    }),
  ),
  bulkActionMetadata: Type.Object({
    totalSuccesses: Type.Integer(),
    totalFailures: Type.Integer(),
    undetailedFailures: Type.Integer(),
  }),
});
export type BulkProductsResponse = Static<typeof BulkProductsResponseSchema>;
