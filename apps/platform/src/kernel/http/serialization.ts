import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type BuildSerializer = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>;
type Serialize = (data: unknown) => string;

/** Fastify's own serializer builder (fast-json-stringify), wrapped below. */
const buildFastifySerializer = SerializerSelector();

/**
 * Serializers already built in this process, per set of shared schemas and then per response
 * schema. A route's response schema is a constant of its module, so every app built in one
 * process (the tests build hundreds) reuses the code fast-json-stringify generated for the first:
 * generating it is most of the time an app takes to become ready (about 300 ms for 657 routes).
 */
const built = new Map<string, WeakMap<object, Serialize>>();

/** Fastify's serializer builder, remembering what it built: the same schema gives the same code. */
export const buildKeptSerializer: BuildSerializer = (externalSchemas, options) => {
  const compile = buildFastifySerializer(externalSchemas, options);
  const sharedKey = JSON.stringify([externalSchemas ?? {}, options ?? {}]);
  const serializers = built.get(sharedKey) ?? new WeakMap<object, Serialize>();
  built.set(sharedKey, serializers);
  return (route) => {
    const schema = route.schema as object;
    let serialize = serializers.get(schema);
    if (!serialize) {
      // Generated on the first answer, not at start: most of a cold start's serializers are never used.
      let generated: Serialize | undefined;
      serialize = (data) => {
        generated ??= compile(route) as Serialize;
        return generated(data);
      };
      serializers.set(schema, serialize);
    }
    return serialize;
  };
};
