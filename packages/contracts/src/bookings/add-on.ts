import { type Static, Type } from 'typebox';
import { PagingMetadataSchema, QuerySchema } from '../common/query.js';
import { BookingsMoneySchema } from './service.js';

/**
 * An add-on, as Wix's Add-Ons API names it: an extra a customer may pick when booking a service,
 * for a price, through the service's add-on groups. Either it lengthens the session
 * (`durationInMinutes`) or it is taken in a number of units (`maxQuantity`, most one booking takes).
 */
export const AddOnSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  price: BookingsMoneySchema,
  durationInMinutes: Type.Optional(Type.Integer()),
  maxQuantity: Type.Optional(Type.Integer()),
  revision: Type.String({ description: 'int64 as a string' }),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
});
export type AddOn = Static<typeof AddOnSchema>;

const Amount = Type.String({
  pattern: '^\\d{1,9}(\\.\\d{1,3})?$',
  description: 'Decimal amount in the site currency',
});

/** What an owner sends for an add-on: exactly one of `durationInMinutes` and `maxQuantity`. */
export const AddOnInputSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  price: Type.Object({ value: Amount, currency: Type.Optional(Type.String({ maxLength: 3 })) }),
  durationInMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 1440 })),
  maxQuantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })),
});
export type AddOnInput = Static<typeof AddOnInputSchema>;

export const CreateAddOnRequestSchema = Type.Object({ addOn: AddOnInputSchema });
export type CreateAddOnRequest = Static<typeof CreateAddOnRequestSchema>;

/** Changes the fields sent; `revision` is the one read (a stale one is refused, as Wix does). */
export const UpdateAddOnRequestSchema = Type.Object({
  addOn: Type.Intersect([
    Type.Partial(AddOnInputSchema),
    Type.Object({
      id: Type.Optional(Type.String({ maxLength: 100 })),
      revision: Type.String({ pattern: '^\\d{1,15}$' }),
    }),
  ]),
});
export type UpdateAddOnRequest = Static<typeof UpdateAddOnRequestSchema>;

export const AddOnResponseSchema = Type.Object({ addOn: AddOnSchema });
export type AddOnResponse = Static<typeof AddOnResponseSchema>;

export const AddOnIdParamsSchema = Type.Object({ addOnId: Type.String({ minLength: 1, maxLength: 100 }) });

/** Filter by `id` or `name`; sort by `name` or `createdDate`. */
export const QueryAddOnsRequestSchema = Type.Object({ query: Type.Optional(QuerySchema) });
export type QueryAddOnsRequest = Static<typeof QueryAddOnsRequestSchema>;

export const QueryAddOnsResponseSchema = Type.Object({
  addOns: Type.Array(AddOnSchema),
  pagingMetadata: PagingMetadataSchema,
});
export type QueryAddOnsResponse = Static<typeof QueryAddOnsResponseSchema>;
