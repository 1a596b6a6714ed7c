import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { PagingMetadataSchema, QuerySchema } from '../common/query.js';
import { EventsMoneySchema } from './event.js';

export const TicketFeeTypes = ['FEE_INCLUDED', 'FEE_ADDED_AT_CHECKOUT', 'NO_FEE'] as const;
export type TicketFeeType = (typeof TicketFeeTypes)[number];
export const TicketSaleStatuses = ['SALE_SCHEDULED', 'SALE_STARTED', 'SALE_ENDED'] as const;
export type TicketSaleStatus = (typeof TicketSaleStatuses)[number];
export const TicketPricingTypes = ['STANDARD', 'DONATION'] as const;
/** Most tickets of one kind a single checkout may hold, and the default for a kind with no limit of its own. */
export const MAX_TICKETS_PER_CHECKOUT = 50;
export const DEFAULT_TICKETS_PER_CHECKOUT = 20;

const Amount = Type.String({
  pattern: '^\\d{1,9}(\\.\\d{1,3})?$',
  description: 'Decimal amount in the site currency',
});

/** How a kind of ticket is priced: one fixed price, a guest's donation of at least a minimum, or free. */
export const PricingMethodSchema = Type.Object({
  fixedPrice: Type.Optional(EventsMoneySchema),
  guestPrice: Type.Optional(EventsMoneySchema),
  free: Type.Optional(Type.Boolean()),
});

export const SalePeriodSchema = Type.Object({
  startDate: Type.String({ format: 'date-time' }),
  endDate: Type.String({ format: 'date-time' }),
  /** Show the ticket, not for sale, outside its period (otherwise it is left out of the list). */
  displayNotOnSale: Type.Boolean(),
});

/** A kind of ticket as the owner manages it (Ticket Definitions v3). */
export const TicketDefinitionSchema = Type.Object({
  id: Type.String(),
  eventId: Type.String(),
  name: Type.String(),
  description: Type.Optional(Type.String()),
  policyText: Type.Optional(Type.String()),
  hidden: Type.Boolean(),
  limited: Type.Boolean(),
  /** Tickets there are to sell; absent when unlimited. */
  initialLimit: Type.Optional(Type.Integer()),
  actualLimit: Type.Optional(Type.Integer()),
  limitPerCheckout: Type.Integer(),
  pricingMethod: PricingMethodSchema,
  feeType: StringEnum(TicketFeeTypes),
  salePeriod: Type.Optional(SalePeriodSchema),
  saleStatus: StringEnum(TicketSaleStatuses),
  salesDetails: Type.Object({
    soldCount: Type.Integer(),
    reservedCount: Type.Integer(),
    unsoldCount: Type.Optional(Type.Integer()),
    soldOut: Type.Boolean(),
  }),
  orderIndex: Type.Integer(),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
  revision: Type.String({ description: 'int64 as a string' }),
});
export type TicketDefinition = Static<typeof TicketDefinitionSchema>;

export const TicketDefinitionInputSchema = Type.Object({
  eventId: Type.String({ minLength: 1, maxLength: 100 }),
  name: Type.String({ minLength: 1, maxLength: 30 }),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  policyText: Type.Optional(Type.String({ maxLength: 1_000 })),
  hidden: Type.Optional(Type.Boolean()),
  initialLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  limitPerCheckout: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TICKETS_PER_CHECKOUT })),
  pricingMethod: Type.Object({
    fixedPrice: Type.Optional(Type.Object({ value: Amount })),
    guestPrice: Type.Optional(Type.Object({ value: Amount })),
    free: Type.Optional(Type.Literal(true)),
  }),
  feeType: Type.Optional(StringEnum(TicketFeeTypes)),
  salePeriod: Type.Optional(
    Type.Object({
      startDate: Type.String({ format: 'date-time' }),
      endDate: Type.String({ format: 'date-time' }),
      displayNotOnSale: Type.Optional(Type.Boolean()),
    }),
  ),
  orderIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000 })),
});
export type TicketDefinitionInput = Static<typeof TicketDefinitionInputSchema>;

export const CreateTicketDefinitionRequestSchema = Type.Object({
  ticketDefinition: TicketDefinitionInputSchema,
});
export type CreateTicketDefinitionRequest = Static<typeof CreateTicketDefinitionRequestSchema>;

export const UpdateTicketDefinitionRequestSchema = Type.Object({
  ticketDefinition: Type.Intersect([
    Type.Partial(Type.Omit(TicketDefinitionInputSchema, ['eventId'])),
    Type.Object({
      id: Type.Optional(Type.String({ maxLength: 100 })),
      eventId: Type.Optional(Type.String({ maxLength: 100 })),
      revision: Type.Optional(Type.String({ pattern: '^\\d{1,15}$' })),
    }),
  ]),
});
export type UpdateTicketDefinitionRequest = Static<typeof UpdateTicketDefinitionRequestSchema>;

export const TicketDefinitionResponseSchema = Type.Object({ ticketDefinition: TicketDefinitionSchema });
export const TicketDefinitionIdParamsSchema = Type.Object({
  ticketDefinitionId: Type.String({ minLength: 1, maxLength: 100 }),
});

/** Filter by `id`, `eventId`, `name`, `hidden`; sort by `orderIndex` (the default), `name`, `createdDate`. */
export const QueryTicketDefinitionsRequestSchema = Type.Object({ query: Type.Optional(QuerySchema) });
export const QueryTicketDefinitionsResponseSchema = Type.Object({
  ticketDefinitions: Type.Array(TicketDefinitionSchema),
  pagingMetadata: PagingMetadataSchema,
});

/** Money in checkout shapes (reference §2.6): `amount` and `value` both carry the decimal string. */
export const CheckoutMoneySchema = Type.Object({
  amount: Type.String(),
  value: Type.String(),
  currency: Type.String(),
});

/**
 * A kind of ticket as a buyer's checkout reads it (`orders.queryAvailableTickets`, reference
 * §2.6): the price, what is left, and whether it is on sale now.
 */
export const AvailableTicketSchema = Type.Object({
  id: Type.String(),
  eventId: Type.String(),
  name: Type.String(),
  description: Type.Optional(Type.String()),
  price: CheckoutMoneySchema,
  free: Type.Boolean(),
  limitPerCheckout: Type.Integer(),
  orderIndex: Type.Integer(),
  policy: Type.Optional(Type.String()),
  dashboard: Type.Optional(
    Type.Object({
      hidden: Type.Boolean(),
      limited: Type.Boolean(),
      quantity: Type.Union([Type.Integer(), Type.Null()]),
      unsold: Type.Union([Type.Integer(), Type.Null()]),
      sold: Type.Integer(),
      ticketsSold: Type.Integer(),
      ticketsReserved: Type.Integer(),
    }),
  ),
  wixFeeConfig: Type.Object({ type: StringEnum(TicketFeeTypes) }),
  salePeriod: Type.Optional(
    Type.Object({
      startDate: Type.String({ format: 'date-time' }),
      endDate: Type.String({ format: 'date-time' }),
      hideNotOnSale: Type.Boolean(),
    }),
  ),
  saleStatus: StringEnum(TicketSaleStatuses),
  state: Type.Array(Type.String()),
  pricing: Type.Object({
    fixedPrice: Type.Optional(CheckoutMoneySchema),
    minPrice: Type.Optional(CheckoutMoneySchema),
    pricingType: StringEnum(TicketPricingTypes),
  }),
  /** Whether none is left to hold (a platform field: the storefront shows "Sold out" from it). */
  soldOut: Type.Boolean(),
});
export type AvailableTicket = Static<typeof AvailableTicketSchema>;

export const TicketFieldsets = ['POLICY', 'DASHBOARD'] as const;
const SortString = Type.String({
  maxLength: 100,
  pattern: '^(orderIndex|created|name|price)(:(asc|desc))?$',
  description: '`field:asc|desc`; default `orderIndex:asc`',
});

export const QueryAvailableTicketsRequestSchema = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  /** `eventId` (one id or `{$in: [...]}`) and `hidden`. */
  filter: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
  fieldset: Type.Optional(Type.Array(StringEnum(TicketFieldsets), { maxItems: 2 })),
  sort: Type.Optional(SortString),
});
export type QueryAvailableTicketsRequest = Static<typeof QueryAvailableTicketsRequestSchema>;

export const ListAvailableTicketsQuerySchema = Type.Object({
  eventId: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 100 }),
      Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 }),
    ]),
  ),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  sort: Type.Optional(SortString),
  state: Type.Optional(
    Type.Union([
      Type.Literal('INCLUDE_HIDDEN_NOT_ON_SALE'),
      Type.Array(Type.Literal('INCLUDE_HIDDEN_NOT_ON_SALE')),
    ]),
  ),
});

export const AvailableTicketsResponseSchema = Type.Object({
  definitions: Type.Array(AvailableTicketSchema),
  metaData: Type.Object({ count: Type.Integer(), offset: Type.Integer(), total: Type.Integer() }),
});
export type AvailableTicketsResponse = Static<typeof AvailableTicketsResponseSchema>;
