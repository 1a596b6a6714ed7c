import {
  type AvailableTicket,
  AvailableTicketSchema,
  type Collection,
  CollectionSchema,
  MAX_PAGE_SIZE,
  ProductSchema,
  type Query,
  QueryCollectionsRequestSchema,
} from '@bazaar/contracts';
import DataLoader from 'dataloader';
import { GraphQLList, GraphQLObjectType, type GraphQLOutputType } from 'graphql';
import { listAnswer, PageInfoType } from './list-answer.js';
import type { CallRoute } from './route-caller.js';
import type { ExtraFields, SchemaTypes } from './schema-types.js';

/** Splits ids into the pages one REST query may answer. */
function pagesOf<T>(values: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < values.length; start += MAX_PAGE_SIZE)
    pages.push(values.slice(start, start + MAX_PAGE_SIZE));
  return pages;
}

/**
 * The nested reads of one GraphQL request, each a DataLoader: every product of a page asks for
 * its collections, and the loader answers them all with one collections query per hundred ids
 * (not one per product). A request's loaders live as long as the request, so nothing read is
 * kept for another caller.
 */
export function nestedLoaders(call: CallRoute) {
  return {
    collections: new DataLoader<string, Collection | undefined>(async (ids) => {
      const found = new Map<string, Collection>();
      for (const page of pagesOf(ids)) {
        const answer = await call({
          method: 'POST',
          url: '/stores-reader/v1/collections/query',
          body: { query: { filter: { id: { $in: page } }, paging: { limit: MAX_PAGE_SIZE } } },
        });
        for (const collection of answer.collections as Collection[]) found.set(collection.id, collection);
      }
      return ids.map((id) => found.get(id));
    }),
    ticketsOfEvent: new DataLoader<string, AvailableTicket[]>(async (eventIds) => {
      const byEvent = new Map<string, AvailableTicket[]>(eventIds.map((id) => [id, []]));
      for (const page of pagesOf(eventIds)) {
        // The events' tickets together, a hundred at a time, until the total is read.
        for (let offset = 0, total = 1; offset < total; ) {
          const answer = await call({
            method: 'POST',
            url: '/events/v1/checkout/available-tickets/query',
            body: { filter: { eventId: { $in: page } }, offset, limit: MAX_PAGE_SIZE },
          });
          const definitions = answer.definitions as AvailableTicket[];
          for (const ticket of definitions) byEvent.get(ticket.eventId)?.push(ticket);
          total = (answer.metaData as { total: number }).total;
          offset += definitions.length;
          if (definitions.length === 0) break;
        }
      }
      return eventIds.map((id) => byEvent.get(id) ?? []);
    }),
  };
}

type NestedLoaders = ReturnType<typeof nestedLoaders>;

/** What every resolver of a request is given. */
export interface GraphQLContext {
  call: CallRoute;
  loaders: NestedLoaders;
}

/**
 * Fields the REST answers do not have, joining what a storefront shows together: a product's
 * collections and an event's tickets. Keyed by the GraphQL type they extend.
 */
export function nestedFields(types: () => SchemaTypes): Record<string, ExtraFields> {
  const listOf = (schema: object, name: string): GraphQLOutputType =>
    new GraphQLList(types().output(schema, name));
  return {
    CatalogV1Product: {
      collections: () => ({
        type: listOf(CollectionSchema, 'CatalogV1Collection'),
        description: 'The collections the product is in that the caller may see',
        resolve: async (product, _args, context: GraphQLContext) => {
          const ids = (product as { collectionIds?: string[] }).collectionIds ?? [];
          const collections = await context.loaders.collections.loadMany(ids);
          const failure = collections.find((collection) => collection instanceof Error);
          if (failure) throw failure;
          return collections.filter(Boolean);
        },
      }),
    },
    CatalogV1Collection: {
      productsVirtualReference: () => ({
        type: new GraphQLObjectType({
          name: 'CatalogV1CollectionProducts',
          fields: {
            items: { type: listOf(ProductSchema, 'CatalogV1Product') },
            pageInfo: { type: PageInfoType },
          },
        }),
        description:
          "The collection's products, as Wix's schema names them: a products query (filter, sort, paging) within the collection. One REST call per collection, each counted as a call against the document's limit",
        args: {
          query: { type: types().input(QueryCollectionsRequestSchema, 'CatalogV1CollectionProductsQuery') },
        },
        resolve: async (collection, args: { query?: { query?: Query } }, context: GraphQLContext) => {
          const query = args.query?.query ?? {};
          const inCollection = { collectionIds: { $hasSome: [(collection as { id: string }).id] } };
          const answer = await context.call({
            method: 'POST',
            url: '/stores-reader/v1/products/query-platformized',
            body: {
              query: {
                ...query,
                filter: query.filter ? { $and: [query.filter, inCollection] } : inCollection,
              },
            },
          });
          return listAnswer(answer, 'products');
        },
      }),
    },
    EventsV3Event: {
      availableTickets: () => ({
        type: listOf(AvailableTicketSchema, 'EventsCheckoutV1AvailableTicket'),
        description: 'The tickets of the event a buyer may choose',
        resolve: (event, _args, context: GraphQLContext) =>
          context.loaders.ticketsOfEvent.load((event as { id: string }).id),
      }),
    },
  };
}
