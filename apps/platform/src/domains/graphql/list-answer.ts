import { GraphQLInt, GraphQLObjectType, GraphQLString } from 'graphql';

/** Where a list answer's page is, whatever the REST answer calls its paging facts. */
export const PageInfoType = new GraphQLObjectType({
  name: 'CommonPageInfo',
  fields: {
    count: { type: GraphQLInt, description: 'Items in this page' },
    offset: { type: GraphQLInt },
    total: { type: GraphQLInt, description: 'Items matching the filter, where counted' },
    nextCursor: { type: GraphQLString, description: 'The cursor of the next page, with cursor paging' },
  },
});

interface PagingFacts {
  count?: number;
  offset?: number;
  total?: number;
  cursors?: { next?: string | null };
}

/** `{ items, pageInfo }` from a REST list answer (`metadata`, `pagingMetadata` or `metaData`). */
export function listAnswer(answer: Record<string, unknown>, property: string) {
  const items = (answer[property] as unknown[]) ?? [];
  const paging = (answer.metadata ?? answer.pagingMetadata ?? answer.metaData ?? {}) as PagingFacts;
  return {
    items,
    pageInfo: {
      count: paging.count ?? items.length,
      offset: paging.offset,
      total: paging.total,
      nextCursor: paging.cursors?.next ?? null,
    },
  };
}
