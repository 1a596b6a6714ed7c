import type { ErrorBody } from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';

/** One REST call as a GraphQL field makes it. */
export interface RouteCall {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The route's path with its parameters filled in. */
  url: string;
  body?: unknown;
  query?: Record<string, string | string[]>;
}

export type CallRoute = (call: RouteCall) => Promise<Record<string, unknown>>;

/**
 * Calls the platform's own REST routes in process, as the GraphQL caller: with their
 * credentials and network address, through the same validation, access check, handler, cache
 * and serialisation a REST request goes through. So a GraphQL field is never a second
 * implementation of a rule, and can do nothing its caller could not do over REST.
 *
 * A refusal becomes a GraphQL error carrying the wire error's message, status and details.
 */
export function routeCaller(
  app: FastifyInstance,
  caller: { authorization: string | undefined; ip: string },
): CallRoute {
  return async ({ method, url, body, query }) => {
    const response = await app.inject({
      method,
      url,
      query,
      remoteAddress: caller.ip,
      headers: {
        ...(caller.authorization ? { authorization: caller.authorization } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const answer = response.json() as Record<string, unknown>;
    if (response.statusCode === 200) return answer;
    const error = answer as unknown as ErrorBody;
    throw new GraphQLError(error.message ?? `The call answered ${response.statusCode}`, {
      extensions: { status: response.statusCode, details: error.details ?? {} },
    });
  };
}
