import type { GraphQLRequest } from '@bazaar/contracts';
import {
  type ExecutionResult,
  execute,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  parse,
  validate,
} from 'graphql';
import { limitErrors, measure } from './limits.js';
import type { GraphQLContext } from './nested-reads.js';

/** Most errors a document's validation lists: enough to fix it, not a flood for a bad one. */
const MAX_VALIDATION_ERRORS = 20;

const failed = (errors: readonly GraphQLError[]): ExecutionResult => ({ errors });

/**
 * Parses, validates, measures and runs one GraphQL request. Every failure before execution (a
 * syntax error, an unknown field, a query over the depth, cost or call limits) is an answer with
 * `errors` and no `data`, as GraphQL over HTTP gives it with `application/json`.
 */
export async function runOperation(
  schema: GraphQLSchema,
  request: GraphQLRequest,
  context: GraphQLContext,
): Promise<ExecutionResult> {
  let document: ReturnType<typeof parse>;
  try {
    document = parse(request.query, { maxTokens: 5_000 });
  } catch (error) {
    return failed([error instanceof GraphQLError ? error : new GraphQLError(String(error))]);
  }
  const invalid = validate(schema, document, undefined, { maxErrors: MAX_VALIDATION_ERRORS });
  if (invalid.length > 0) return failed(invalid);
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
}
