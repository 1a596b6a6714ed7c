import {
  GraphQLBoolean,
  GraphQLEnumType,
  type GraphQLFieldConfig,
  GraphQLFloat,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLInt,
  GraphQLList,
  GraphQLObjectType,
  type GraphQLOutputType,
  GraphQLString,
} from 'graphql';
import { JsonScalar } from './json-scalar.js';

/** The parts of a JSON schema (TypeBox writes them) that decide a GraphQL type. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  maximum?: number;
  description?: string;
}

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;
const INT_MAX = 2 ** 31 - 1;
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** A field the caller adds to a generated object type (a nested read, batched). */
// biome-ignore lint/suspicious/noExplicitAny: each extra field reads the context its module gives.
export type ExtraFields = Record<string, () => GraphQLFieldConfig<unknown, any>>;

/**
 * Turns the contracts' JSON schemas into GraphQL types, so that the GraphQL schema says exactly
 * what REST answers and accepts and is never written twice. One schema object is one type
 * (looked up by identity); a type is named by the caller for the shapes a client names in its
 * documents (`CatalogV1Product`), and after its parent and field elsewhere. Shapes GraphQL cannot
 * spell (records, unions of objects, unknown) are the `JSON` scalar.
 */
export class SchemaTypes {
  private readonly outputs = new Map<JsonSchema, GraphQLOutputType>();
  private readonly inputs = new Map<JsonSchema, GraphQLInputType>();
  private readonly enums = new Map<JsonSchema, GraphQLEnumType>();
  private readonly taken = new Set<string>();

  private readonly names: ReadonlyMap<object, string>;
  private readonly extras: Readonly<Record<string, ExtraFields>>;

  /**
   * @param options.names  type names for particular schemas (inputs get `Input` after them)
   * @param options.types  ready-made types for particular schemas (an enum GraphQL documents spell
   *   as a name where REST takes any string)
   * @param options.extras fields to add to named output types
   */
  constructor(options: {
    names?: ReadonlyMap<object, string>;
    types?: ReadonlyMap<object, GraphQLEnumType>;
    extras?: Readonly<Record<string, ExtraFields>>;
  }) {
    this.names = options.names ?? new Map();
    this.extras = options.extras ?? {};
    for (const [schema, type] of options.types ?? []) {
      this.outputs.set(schema, type);
      this.inputs.set(schema, type);
    }
  }

  output(schema: JsonSchema, fallbackName: string): GraphQLOutputType {
    const known = this.outputs.get(schema);
    if (known) return known;
    const made = this.makeOutput(schema, fallbackName);
    this.outputs.set(schema, made);
    return made;
  }

  input(schema: JsonSchema, fallbackName: string): GraphQLInputType {
    const known = this.inputs.get(schema);
    if (known) return known;
    const made = this.makeInput(schema, fallbackName);
    this.inputs.set(schema, made);
    return made;
  }

  /**
   * A name not used yet: the one asked for, or with a number after it. A made-up name never takes
   * one the caller gave a schema, whichever is made first.
   */
  private claim(name: string, given: boolean): string {
    const reserved = given ? new Set<string>() : new Set(this.names.values());
    let claimed = name;
    for (let n = 2; this.taken.has(claimed) || reserved.has(claimed); n += 1) claimed = `${name}${n}`;
    this.taken.add(claimed);
    return claimed;
  }

  /** The name for a schema's type: the given one (with `suffix`), or the made-up one. */
  private nameOf(schema: JsonSchema, fallbackName: string, suffix = ''): string {
    const given = this.names.get(schema);
    return this.claim(`${given ?? fallbackName}${suffix}`, given !== undefined);
  }

  /** A string enum as a GraphQL enum (one type for inputs and outputs), so `OTHER_PLATFORM` reads as in Wix's documents. */
  private enumOf(
    schema: JsonSchema & { enum: unknown[] },
    name: string,
  ): GraphQLEnumType | typeof GraphQLString {
    const known = this.enums.get(schema);
    if (known) return known;
    const values = schema.enum.filter((value): value is string => typeof value === 'string');
    const nameable =
      values.length === schema.enum.length &&
      values.every((value) => NAME.test(value) && !['true', 'false', 'null'].includes(value));
    if (!nameable) return GraphQLString;
    const made = new GraphQLEnumType({
      name: this.nameOf(schema, name),
      values: Object.fromEntries(values.map((value) => [value, { value }])),
    });
    this.enums.set(schema, made);
    return made;
  }

  private scalar(schema: JsonSchema, name: string): (GraphQLOutputType & GraphQLInputType) | undefined {
    if (schema.enum) return this.enumOf(schema as JsonSchema & { enum: unknown[] }, name);
    switch (schema.type) {
      case 'string':
        return GraphQLString;
      case 'boolean':
        return GraphQLBoolean;
      case 'number':
        return GraphQLFloat;
      case 'integer':
        return schema.maximum !== undefined && schema.maximum > INT_MAX ? GraphQLFloat : GraphQLInt;
      case 'object':
      case 'array':
        return undefined;
      default:
        return JsonScalar;
    }
  }

  /** `X | null` is X (every GraphQL field may be null); any other union is open JSON. */
  private unwrap(schema: JsonSchema): JsonSchema | undefined {
    if (!schema.anyOf) return schema;
    const nonNull = schema.anyOf.filter((option) => option.type !== 'null');
    return nonNull.length === 1 ? nonNull[0] : undefined;
  }

  private nameableProperties(schema: JsonSchema): [string, JsonSchema][] {
    return Object.entries(schema.properties ?? {}).filter(([key]) => NAME.test(key));
  }

  private makeOutput(given: JsonSchema, fallbackName: string): GraphQLOutputType {
    const schema = this.unwrap(given);
    if (!schema) return JsonScalar;
    if (schema !== given) return this.output(schema, fallbackName);
    const scalar = this.scalar(schema, fallbackName);
    if (scalar) return scalar;
    if (schema.type === 'array')
      return new GraphQLList(schema.items ? this.output(schema.items, fallbackName) : JsonScalar);
    const properties = this.nameableProperties(schema);
    if (properties.length === 0) return JsonScalar;
    const name = this.nameOf(schema, fallbackName);
    const extra = this.extras[name] ?? {};
    return new GraphQLObjectType({
      name,
      description: schema.description,
      fields: () => ({
        ...Object.fromEntries(
          properties.map(([key, property]) => [
            key,
            { type: this.output(property, `${name}${pascal(key)}`), description: property.description },
          ]),
        ),
        ...Object.fromEntries(Object.entries(extra).map(([key, field]) => [key, field()])),
      }),
    });
  }

  private makeInput(given: JsonSchema, fallbackName: string): GraphQLInputType {
    const schema = this.unwrap(given);
    if (!schema) return JsonScalar;
    if (schema !== given) return this.input(schema, fallbackName);
    const scalar = this.scalar(schema, fallbackName);
    if (scalar) return scalar;
    if (schema.type === 'array')
      return new GraphQLList(schema.items ? this.input(schema.items, fallbackName) : JsonScalar);
    const properties = this.nameableProperties(schema);
    if (properties.length === 0) return JsonScalar;
    const base = this.names.get(schema) ?? fallbackName;
    const name = this.nameOf(schema, fallbackName, 'Input');
    return new GraphQLInputObjectType({
      name,
      description: schema.description,
      fields: () =>
        Object.fromEntries(
          properties.map(([key, property]) => [
            key,
            { type: this.input(property, `${base}${pascal(key)}`), description: property.description },
          ]),
        ),
    });
  }
}
