import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLSchema,
  type GraphQLType,
  getNamedType,
  isCompositeType,
  isListType,
  isNonNullType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  valueFromASTUntyped,
} from 'graphql';

/** Deepest nesting of fields a document may select (a product's media's image's url is 5). */
export const MAX_DEPTH = 12;
/** Most fields a document may resolve, lists counted at their page size (see `measure`). */
export const MAX_COST = 25_000;
/** The size a list is counted at when nothing says: a page's `items` at the largest page. */
const PAGE_ITEMS = 100;
const NESTED_LIST = 10;

const isList = (type: GraphQLType): boolean => (isNonNullType(type) ? isList(type.ofType) : isListType(type));

/** The `limit` a root field's argument asks for (anywhere in it), if any. */
function limitOf(field: FieldNode, variables: Record<string, unknown>): number | undefined {
  const find = (value: unknown): number | undefined => {
    if (typeof value !== 'object' || value === null) return undefined;
    const limit = (value as { limit?: unknown }).limit;
    if (typeof limit === 'number') return limit;
    for (const inner of Object.values(value)) {
      const found = find(inner);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  for (const argument of field.arguments ?? []) {
    const found = find(valueFromASTUntyped(argument.value, variables));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Most REST calls one document may make: root fields (aliases included) and nested fields that call. */
export const MAX_CALLS = 20;
/** Nested fields that make a REST call each time they resolve (not batched). */
const CALLING_FIELDS = new Set(['productsVirtualReference']);

interface Measure {
  depth: number;
  cost: number;
  calls: number;
}

/**
 * How deep an operation selects and how many fields it resolves and how many root fields (REST calls) it makes: each field costs one for every
 * time it resolves, a page's `items` counted at the page's `limit` (or the largest page) and any
 * other list at ten. Introspection (`__schema`, `__type`) is bounded by the schema and not
 * counted. Run after the standard validation, which refuses fragment cycles.
 */
export function measure(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): Measure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const result: Measure = { depth: 0, cost: 0, calls: 0 };

  const walk = (
    selections: SelectionSetNode,
    parentName: string,
    depth: number,
    times: number,
    pageSize: number | undefined,
  ): void => {
    const parent = schema.getType(parentName);
    if (!parent || !isCompositeType(parent) || !('getFields' in parent)) return;
    const fields = parent.getFields();
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name.startsWith('__')) continue;
        const definition = fields[name];
        if (!definition) continue;
        result.depth = Math.max(result.depth, depth);
        result.cost += times;
        if (depth === 1) result.calls += 1;
        else if (CALLING_FIELDS.has(name)) result.calls += times;
        if (!selection.selectionSet) continue;
        const size = isList(definition.type)
          ? name === 'items'
            ? Math.min(pageSize ?? PAGE_ITEMS, PAGE_ITEMS)
            : NESTED_LIST
          : 1;
        const childPage = depth === 1 ? limitOf(selection, variables) : pageSize;
        walk(selection.selectionSet, getNamedType(definition.type).name, depth + 1, times * size, childPage);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(
          selection.selectionSet,
          selection.typeCondition?.name.value ?? parentName,
          depth,
          times,
          pageSize,
        );
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet, fragment.typeCondition.name.value, depth, times, pageSize);
      }
    }
  };
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (root) walk(operation.selectionSet, root.name, 1, 1, undefined);
  return result;
}

/** The errors of an operation over the limits, each saying what to change. */
export function limitErrors(measured: Measure): GraphQLError[] {
  const errors: GraphQLError[] = [];
  if (measured.depth > MAX_DEPTH)
    errors.push(
      new GraphQLError(
        `The query nests ${measured.depth} fields deep, deeper than the limit of ${MAX_DEPTH}`,
        { extensions: { code: 'QUERY_TOO_DEEP', depth: measured.depth, limit: MAX_DEPTH } },
      ),
    );
  if (measured.cost > MAX_COST)
    errors.push(
      new GraphQLError(
        `The query would resolve ${measured.cost} fields, more than the limit of ${MAX_COST}: ask for fewer fields or smaller pages`,
        { extensions: { code: 'QUERY_TOO_COSTLY', cost: measured.cost, limit: MAX_COST } },
      ),
    );
  if (measured.calls > MAX_CALLS)
    errors.push(
      new GraphQLError(
        `The query makes ${measured.calls} calls (root fields and each collection's products), more than the limit of ${MAX_CALLS}: send it as several requests`,
        { extensions: { code: 'TOO_MANY_CALLS', calls: measured.calls, limit: MAX_CALLS } },
      ),
    );
  return errors;
}
