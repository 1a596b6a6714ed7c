import { type Static, Type } from 'typebox';

/**
 * The total the buyer was shown when they pressed Pay, as a decimal string in the site's currency
 * ("15.00"). A payment request that carries it is refused with `TOTAL_CHANGED` (409) when the
 * amount due is any other, and nothing is charged: a buyer is never charged a total they were
 * not shown. Without it, the current total is charged, as before.
 */
export const ShownTotalSchema = Type.String({
  pattern: '^\\d{1,12}(\\.\\d{1,4})?$',
  description: 'The total the buyer saw, e.g. "15.00"; a different amount due is refused with TOTAL_CHANGED',
});

/** The `applicationError.data` of `TOTAL_CHANGED`: what is due now, to show before asking again. */
export const TotalChangedDataSchema = Type.Object({
  total: Type.Object({
    amount: Type.String({ description: 'The amount due now, a decimal string' }),
    formattedAmount: Type.String({ description: 'The same amount as a buyer reads it, e.g. "$15.89"' }),
    currency: Type.String(),
  }),
  shownTotal: Type.String({ description: 'The total the request said the buyer saw' }),
});
export type TotalChangedData = Static<typeof TotalChangedDataSchema>;

/** The code of the refusal, for callers that branch on it. */
export const TOTAL_CHANGED = 'TOTAL_CHANGED';
