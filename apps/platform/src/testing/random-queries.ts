import { ValidationError } from '../kernel/errors.js';
import type { QueryableEntity, QueryField } from '../kernel/query/fields.js';

/**
 * Random wire queries over an entity, from a seed (so a failing one can be replayed), for the
 * differential tests that hold the in-memory evaluator to the SQL one: every operator on every
 * field type, nulls, nesting, `$not`, sorts, offset pages, and now and then a query the checks
 * refuse.
 */

export interface Random {
  below(count: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: small, fast and good enough to spread test cases. */
export function randomFrom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (count: number) => Math.floor(next() * count);
  return {
    below,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]) => items[below(items.length)] as T,
  };
}

/** Operand values to draw from, by field name: values the rows hold and some they do not. */
export type ValuePools = Record<string, readonly unknown[]>;

const OPERATORS: Record<QueryField['type'], readonly string[]> = {
  string: ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$exists', '$isEmpty', '$startsWith'],
  number: ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$exists', '$isEmpty'],
  date: ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$exists', '$isEmpty'],
  boolean: ['$eq', '$ne', '$in', '$nin', '$exists', '$isEmpty'],
  stringArray: ['$hasSome', '$hasAll', '$isEmpty', '$exists', '$eq', '$ne'],
};

/** Queries the checks refuse, to hold both evaluators to the same violation. */
const REFUSED: readonly Record<string, unknown>[] = [
  { filter: { unknownField: 1 } },
  { filter: { $nor: [] } },
  { paging: { limit: 1000 } },
  { paging: { offset: -1 } },
  { paging: { offset: 1.5 } },
  { sort: [{ fieldName: 'unknownField' }] },
  { sort: [{ fieldName: 'id', order: 'UP' }] },
  { filter: { $and: [] } },
  { paging: { limit: 5 }, cursorPaging: { limit: 5 } },
];

export function randomQuery(
  random: Random,
  entity: QueryableEntity,
  pools: ValuePools,
): Record<string, unknown> {
  if (random.chance(0.04)) return random.pick(REFUSED);
  const query: Record<string, unknown> = {};
  if (random.chance(0.9)) query.filter = filterNode(random, entity, pools, 1);
  const sortable = [...entity.fields.values()].filter((field) => field.sortable);
  if (random.chance(0.6)) {
    const fields = [random.pick(sortable), random.pick(sortable)].slice(0, 1 + random.below(2));
    query.sort = [...new Set(fields)].map((field) => ({
      fieldName: field.name,
      ...(random.chance(0.8) ? { order: random.pick(['ASC', 'DESC']) } : {}),
    }));
  }
  if (random.chance(0.8)) {
    query.paging = {
      ...(random.chance(0.8) ? { limit: random.below(8) } : {}),
      ...(random.chance(0.6) ? { offset: random.below(12) } : {}),
    };
  }
  return query;
}

function filterNode(random: Random, entity: QueryableEntity, pools: ValuePools, depth: number) {
  const node: Record<string, unknown> = {};
  const entries = 1 + random.below(2);
  for (let index = 0; index < entries; index += 1) {
    const roll = random.below(10);
    if (depth < 4 && roll === 0) {
      node.$not = filterNode(random, entity, pools, depth + 1);
    } else if (depth < 4 && roll <= 2) {
      const items = Array.from({ length: 1 + random.below(3) }, () =>
        filterNode(random, entity, pools, depth + 1),
      );
      node[roll === 1 ? '$and' : '$or'] = items;
    } else {
      const name = random.pick(Object.keys(pools));
      node[name] = condition(random, entity.fields.get(name) as QueryField, pools[name] ?? []);
    }
  }
  return node;
}

function condition(random: Random, field: QueryField, pool: readonly unknown[]): unknown {
  const value = () => (random.chance(0.1) ? null : random.pick(pool));
  const op = random.pick(OPERATORS[field.type]);
  if (field.type === 'stringArray') {
    if (op === '$eq' || op === '$ne') return { [op]: null };
    if (op === '$isEmpty' || op === '$exists') return { [op]: random.chance(0.5) };
    return { [op]: Array.from({ length: random.below(3) }, () => random.pick(pool)) };
  }
  if (op === '$eq' && random.chance(0.3)) return value();
  switch (op) {
    case '$in':
    case '$nin':
      return { [op]: Array.from({ length: random.below(4) }, value) };
    case '$exists':
    case '$isEmpty':
      return { [op]: random.chance(0.5) };
    case '$startsWith': {
      const text = String(random.pick(pool.filter((item) => typeof item === 'string')) ?? '');
      const chars = [...text].slice(0, random.below(4));
      const prefix = chars.join('');
      return { $startsWith: random.chance(0.3) ? prefix.toUpperCase() : prefix };
    }
    case '$eq':
    case '$ne':
      return { [op]: value() };
    default: {
      const bound = random.pick(pool);
      const inner = { [op]: bound === null ? random.pick(pool.filter((item) => item !== null)) : bound };
      return random.chance(0.1) ? { $not: inner } : inner;
    }
  }
}

/** A query's answer (ids and paging), or the violations of its refusal, for comparing two evaluators. */
export async function queryOutcome(run: () => unknown) {
  try {
    const result = (await run()) as { rows: { id: unknown }[]; pagingMetadata: unknown };
    return { ids: result.rows.map((row) => row.id), paging: result.pagingMetadata };
  } catch (error) {
    if (error instanceof ValidationError) return { refused: error.violations };
    throw error;
  }
}
