import {
  AddToCartRequestSchema,
  AvailableTicketSchema,
  BookingSchema,
  CartSchema,
  CheckoutSchema,
  CollectionSchema,
  CreateCheckoutRequestSchema,
  CursorPagingSchema,
  EventSchema,
  LineItemSchema,
  MediaItemSchema,
  MemberSchema,
  PagingSchema,
  ProductSchema,
  PublicPlanSchema,
  QuerySchema,
  ReservationSchema,
  ServiceSchema,
  SlotAvailabilitySchema,
  SortingSchema,
  UpdateLineItemsQuantityRequestSchema,
} from '@bazaar/contracts';
import {
  GraphQLEnumType,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigMap,
  GraphQLList,
  GraphQLObjectType,
  type GraphQLOutputType,
  GraphQLSchema,
} from 'graphql';
import { bookingsFields } from './fields/bookings.js';
import { ecomFields } from './fields/ecom.js';
import { eventsFields } from './fields/events.js';
import type { GatewayField } from './fields/gateway-field.js';
import { plansAndMembersFields } from './fields/plans-and-members.js';
import { storesFields } from './fields/stores.js';
import { listAnswer, PageInfoType } from './list-answer.js';
import { type GraphQLContext, nestedFields } from './nested-reads.js';
import { SchemaTypes } from './schema-types.js';

/** Every root field, by vertical. */
const FIELDS: readonly GatewayField[] = [
  ...storesFields,
  ...ecomFields,
  ...bookingsFields,
  ...eventsFields,
  ...plansAndMembersFields,
];

/**
 * The names Wix's GraphQL schema gives the shapes a client names in its documents (a fragment
 * `on CatalogV1Product`, a variable `[EcomCartV1LineItemInput!]!`), so that such documents run
 * here unchanged. Every other type is named after its parent and field.
 */
const TYPE_NAMES = new Map<object, string>([
  [ProductSchema, 'CatalogV1Product'],
  [CollectionSchema, 'CatalogV1Collection'],
  [MediaItemSchema, 'CatalogV1MediaItem'],
  [CartSchema, 'EcomCartV1Cart'],
  [LineItemSchema, 'EcomCartV1LineItem'],
  [AddToCartRequestSchema.properties.lineItems.items, 'EcomCartV1LineItem'],
  [UpdateLineItemsQuantityRequestSchema.properties.lineItems.items, 'EcomCartV1LineItemQuantityUpdate'],
  [CheckoutSchema, 'EcomCheckoutV1Checkout'],
  [SortingSchema, 'CommonSorting'],
  [PagingSchema, 'CommonPaging'],
  [CursorPagingSchema, 'CommonCursorPaging'],
  [QuerySchema, 'CommonQuery'],
  [ServiceSchema, 'BookingsServicesV2Service'],
  [SlotAvailabilitySchema, 'BookingsAvailabilityCalendarV1SlotAvailability'],
  [BookingSchema, 'BookingsBookingsV2Booking'],
  [EventSchema, 'EventsV3Event'],
  [AvailableTicketSchema, 'EventsCheckoutV1AvailableTicket'],
  [ReservationSchema, 'EventsCheckoutV1Reservation'],
  [PublicPlanSchema, 'PricingPlansPlansV2PublicPlan'],
  [MemberSchema, 'MembersMembersV1Member'],
]);

/**
 * The sales channels Wix's schema names (`createCheckout(input: { channelType: OTHER_PLATFORM })`
 * in its own storefront documents); REST takes any string there, GraphQL these names.
 */
const ChannelTypeEnum = new GraphQLEnumType({
  name: 'EcommercePlatformCommonChannelType',
  values: Object.fromEntries(
    [
      'UNSPECIFIED',
      'WEB',
      'POS',
      'EBAY',
      'AMAZON',
      'OTHER_PLATFORM',
      'WIX_APP_STORE',
      'WIX_INVOICES',
      'BACKOFFICE_MERCHANT',
      'WISH',
      'CLASS_PASS',
      'GLOBAL_E',
      'FACEBOOK',
      'ETSY',
      'TIKTOK',
      'FAIRE',
    ].map((value) => [value, { value }]),
  ),
});

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function rootField(field: GatewayField, types: SchemaTypes): GraphQLFieldConfig<unknown, GraphQLContext> {
  const typeName = pascal(field.name);
  const answerType: GraphQLOutputType = field.list
    ? new GraphQLObjectType({
        name: `${typeName}Result`,
        fields: {
          items: {
            type: new GraphQLList(
              types.output(
                (field.answer as { properties: Record<string, { items: object }> }).properties[field.list]
                  ?.items ?? {},
                `${typeName}Item`,
              ),
            ),
          },
          pageInfo: { type: PageInfoType },
        },
      })
    : types.output(field.answer, `${typeName}Response`);
  return {
    type: answerType,
    description: field.description,
    args: field.argument
      ? { [field.argument.name]: { type: types.input(field.argument.schema, `${typeName}Request`) } }
      : {},
    resolve: async (_source, args: Record<string, unknown>, context) => {
      const input = field.argument ? ((args[field.argument.name] as Record<string, unknown>) ?? {}) : {};
      const answer = await context.call(field.call(input));
      return field.list ? listAnswer(answer, field.list) : answer;
    },
  };
}

/** The schema of `POST /graphql/alpha`: each root field a REST call, typed by its contracts. */
export function buildGraphQLSchema(): GraphQLSchema {
  const types: SchemaTypes = new SchemaTypes({
    names: TYPE_NAMES,
    types: new Map([[CreateCheckoutRequestSchema.properties.channelType, ChannelTypeEnum]]),
    extras: nestedFields(() => types),
  });
  // A field on both roots is one field config (its types are made once).
  const configs = FIELDS.map((field) => ({ field, config: rootField(field, types) }));
  const rootOf = (on: 'query' | 'mutation'): GraphQLFieldConfigMap<unknown, GraphQLContext> =>
    Object.fromEntries(
      configs.filter(({ field }) => field.on.includes(on)).map(({ field, config }) => [field.name, config]),
    );
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: () => rootOf('query') }),
    mutation: new GraphQLObjectType({ name: 'Mutation', fields: () => rootOf('mutation') }),
  });
}
