import { type Static, Type } from 'typebox';

/** The one GraphQL version served; `client.graphql()` asks for it unless told otherwise. */
export const GRAPHQL_API_VERSION = 'alpha';

export const GraphQLParamsSchema = Type.Object({ apiVersion: Type.String({ minLength: 1, maxLength: 20 }) });

/** `POST /graphql/{apiVersion}`: a document, its variables and the operation to run. */
export const GraphQLRequestSchema = Type.Object({
  query: Type.String({ minLength: 1, maxLength: 100_000 }),
  variables: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
  operationName: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
});
export type GraphQLRequest = Static<typeof GraphQLRequestSchema>;

/**
 * What the document selected (`data`) and what went wrong (`errors`: each with a `message`, the
 * `path` of the field and `extensions`; a refused REST call carries its `status` and wire
 * `details` there). Any error in the document or over a limit answers `errors` without `data`.
 */
export const GraphQLResponseSchema = Type.Object({
  data: Type.Optional(Type.Unknown()),
  errors: Type.Optional(Type.Array(Type.Unknown())),
});
export type GraphQLResponse = Static<typeof GraphQLResponseSchema>;
