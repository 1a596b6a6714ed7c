import type { GraphQLRequest } from '@bazaar/contracts';
import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  parse,
  validate,
} from 'graphql';
import { BoundedCache } from '../../kernel/bounded-cache.js';
import { limitErrors, measure } from './limits.js';
import type { GraphQLContext } from './nested-reads.js';

/** Most errors a document's validation lists: enough to fix it, not a flood for a bad one. */
const MAX_VALIDATION_ERRORS = 20;
/**
 * Documents kept parsed and validated: a storefront sends the same few documents over and over,
 * and parsing and validating one costs more than running it. Only short ones are kept, so the
 * cache holds at most a few megabytes whatever callers send.
 */
const KEPT_DOCUMENTS = 500;
const KEPT_DOCUMENT_LENGTH = 8_000;

type Prepared = { document: DocumentNode } | { errors: readonly GraphQLError[] };

const failed = (errors: readonly GraphQLError[]): ExecutionResult => ({ errors });

/**
 * Runs GraphQL requests against `schema`: parses, validates, measures and executes each. Every
 * failure before execution (a syntax error, an unknown field, a query over the depth, cost or call
 * limits) is an answer with `errors` and no `data`, as GraphQL over HTTP gives it with
 * `application/json`.
 */
export function operationRunner(schema: GraphQLSchema) {
  const kept = new BoundedCache<string, Prepared>(KEPT_DOCUMENTS);

  const prepare = (query: string): Prepared => {
    const known = kept.get(query);
    if (known) return known;
    let prepared: Prepared;
    try {
      const document = parse(query, { maxTokens: 5_000 });
      const invalid = validate(schema, document, undefined, { maxErrors: MAX_VALIDATION_ERRORS });
      prepared = invalid.length > 0 ? { errors: invalid } : { document };
    } catch (error) {
      prepared = { errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))] };
    }
    if (query.length <= KEPT_DOCUMENT_LENGTH) kept.set(query, prepared);
    return prepared;
  };

  return async (request: GraphQLRequest, context: GraphQLContext): Promise<ExecutionResult> => {
    const prepared = prepare(request.query);
    if ('errors' in prepared) return failed(prepared.errors);
    const { document } = prepared;
    const operation = getOperationAST(document, request.operationName ?? undefined);
    if (!operation)
      return failed([
        new GraphQLError(
          request.operationName
            ? `The document has no operation named "${request.operationName}"`
            : 'The document has several operations: name the one to run in operationName',
        ),
      ]);
    const variables = request.variables ?? {};
    const overLimits = limitErrors(measure(schema, document, operation, variables));
    if (overLimits.length > 0) return failed(overLimits);
    return execute({
      schema,
      document,
      variableValues: variables,
      operationName: request.operationName ?? undefined,
      contextValue: context,
    });
  };
}
