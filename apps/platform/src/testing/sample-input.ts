/**
 * An input shaped like a route's JSON schema, for tests generated from the route table: every
 * property present (optional ones too), one item per array, one entry per record, and the
 * leaves chosen by the caller, so that a hostile value reaches every field the schema declares.
 */
export interface Leaves {
  string(schema: SchemaNode): unknown;
  number(schema: SchemaNode): unknown;
  boolean(): unknown;
  /** Take the number branch of a union that has one (a price as a number rather than text). */
  preferNumbers?: boolean;
}

export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  patternProperties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  const?: unknown;
  enum?: unknown[];
  maxItems?: number;
  [keyword: string]: unknown;
}

const MAX_SAMPLE_DEPTH = 12;

export function sampleInput(schema: SchemaNode | undefined, leaves: Leaves, depth = 0): unknown {
  if (!schema || depth > MAX_SAMPLE_DEPTH) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) {
    // The first branch that is not null: the richest shape the union allows.
    const numeric = leaves.preferNumbers
      ? schema.anyOf.find((option) => option.type === 'number' || option.type === 'integer')
      : undefined;
    const branch = numeric ?? schema.anyOf.find((option) => option.type !== 'null') ?? schema.anyOf[0];
    return sampleInput(branch, leaves, depth);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {}))
        result[name] = sampleInput(property, leaves, depth + 1);
      const open =
        Object.values(schema.patternProperties ?? {})[0] ??
        (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
      if (open && !schema.properties) result.key = sampleInput(open, leaves, depth + 1) ?? 'value';
      return result;
    }
    case 'array':
      return [sampleInput(schema.items, leaves, depth + 1)];
    case 'string':
      return leaves.string(schema);
    case 'number':
    case 'integer':
      return leaves.number(schema);
    case 'boolean':
      return leaves.boolean();
    case 'null':
      return null;
    default:
      // An unconstrained value (`Type.Unknown()`), as in a query filter.
      return leaves.string(schema);
  }
}

/** Every path to an array in `schema`, with the array's items, to build oversized arrays. */
export function withOversizedArrays(value: unknown, size: number): unknown {
  if (Array.isArray(value)) return new Array(size).fill(value[0] ?? 0);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, withOversizedArrays(child, size)]),
  );
}
