import type { TSchema } from 'typebox';
import type { RouteCall } from '../route-caller.js';

/**
 * One root field of the GraphQL schema: a REST call of the platform, named as in Wix's GraphQL
 * schema (`<package><Entity>V<n><Method>`), its argument the call's request schema and its type
 * the call's answer schema. Lists come back as `{ items, pageInfo }`, as Wix's do.
 */
export interface GatewayField {
  name: string;
  /** Query, mutation or both: Wix's own documents read some reads as mutations. */
  on: readonly ('query' | 'mutation')[];
  description: string;
  /** The one argument: `queryInput` for queries, `input` for calls, as in Wix's schema. */
  argument?: { name: 'queryInput' | 'input'; schema: TSchema };
  /** The REST call this field is, from its argument. */
  call(input: Record<string, unknown>): RouteCall;
  answer: TSchema;
  /** A list answer: the property holding its items, reshaped into `{ items, pageInfo }`. */
  list?: string;
}

/** Fills a path's `:name` parameters, each encoded. */
export const pathOf = (path: string, values: Record<string, unknown>): string =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
