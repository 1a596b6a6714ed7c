import {
  GRAPHQL_API_VERSION,
  GraphQLParamsSchema,
  GraphQLRequestSchema,
  GraphQLResponseSchema,
} from '@bazaar/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { HttpError } from '../../kernel/errors.js';
import { route } from '../../kernel/http/route.js';
import { nestedLoaders } from './nested-reads.js';
import { routeCaller } from './route-caller.js';
import { operationRunner } from './run-operation.js';

/**
 * An error as the caller reads it. A refused REST call or a bad document says what went wrong;
 * anything unexpected says only that, with the request id, as a REST 500 does.
 */
function formatted(error: GraphQLError, requestId: string, log: FastifyBaseLogger): GraphQLFormattedError {
  const unexpected = error.originalError && !(error.originalError instanceof GraphQLError);
  if (!unexpected) return error.toJSON();
  log.error({ err: error.originalError, path: error.path }, 'unexpected GraphQL resolver error');
  return {
    message: 'Internal server error',
    ...(error.path ? { path: error.path } : {}),
    extensions: { status: 500, details: { requestId } },
  };
}

/** `POST /graphql/{apiVersion}`: Wix's GraphQL endpoint, each field a REST call made as the caller. */
export function graphqlRoutes(schema: GraphQLSchema) {
  const run = operationRunner(schema);
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/graphql/:apiVersion',
      // Anyone may read the schema; each field's REST call checks its caller as REST does.
      access: 'public',
      summary: `Run a GraphQL query or mutation (version \`${GRAPHQL_API_VERSION}\`); introspection is on`,
      tags: ['GraphQL'],
      params: GraphQLParamsSchema,
      body: GraphQLRequestSchema,
      response: GraphQLResponseSchema,
      handler: async ({ params, body, authorization, ip, requestId, log }) => {
        if (params.apiVersion !== GRAPHQL_API_VERSION)
          throw new HttpError(
            404,
            `There is no GraphQL version "${params.apiVersion}": the version is ${GRAPHQL_API_VERSION}`,
          );
        const call = routeCaller(app, { authorization, ip });
        const result = await run(body, { call, loaders: nestedLoaders(call) });
        return {
          ...(result.data === undefined ? {} : { data: result.data }),
          ...(result.errors
            ? { errors: result.errors.map((error) => formatted(error, requestId, log)) }
            : {}),
        };
      },
    });
  };
}
