import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';

/** A literal of a query as the JSON value it spells; enum names (`OTHER_PLATFORM`) become strings. */
function literalValue(node: ValueNode, variables: Record<string, unknown> | null | undefined): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((value) => literalValue(value, variables));
    case Kind.OBJECT:
      return Object.fromEntries(
        node.fields.map((field) => [field.name.value, literalValue(field.value, variables)]),
      );
    case Kind.VARIABLE:
      return variables?.[node.name.value];
  }
}

/**
 * Any JSON value, for the parts of a call whose shape is open: a query's `filter`, a record of
 * custom fields. Wix's schema has a scalar of this name for the same places, so documents written
 * against Wix (`$filter: JSON`) validate here unchanged.
 */
export const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value (objects, lists, strings, numbers, booleans, null)',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literalValue,
});
