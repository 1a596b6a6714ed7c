import { describe, expect, it } from 'vitest';
import type { Dialect } from '../db/sql.js';
import { ValidationError } from '../errors.js';
import { defineQueryable } from './fields.js';
import {
  checkFilter,
  compileFilter,
  MAX_FILTER_CONDITIONS,
  MAX_FILTER_DEPTH,
  MAX_FILTER_LIST,
} from './filter.js';

const entity = defineQueryable({
  table: 'items',
  docColumn: 'doc',
  fields: {
    id: { type: 'string', column: 'id' },
    hidden: { type: 'boolean', column: 'hidden' },
    rank: { type: 'number', column: 'rank_no' },
    name: { type: 'string' },
    price: { type: 'number' },
    inStock: { type: 'boolean' },
    'stock.quantity': { type: 'number' },
    releaseDate: { type: 'date' },
    tags: { type: 'stringArray' },
  },
});

/** A filter's SQL; checking it alone (`checkFilter`) must accept it too. */
const render = (filter: unknown, dialect: Dialect = 'sqlite') => {
  expect(() => checkFilter(entity, filter)).not.toThrow();
  return compileFilter(entity, filter, dialect).render(dialect);
};

/** The one violation a filter fails with, the same whether it is compiled or only checked. */
function violationOf(filter: unknown) {
  const violations = (check: () => void) => {
    try {
      check();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      return (error as ValidationError).violations;
    }
    throw new Error('expected a ValidationError');
  };
  const compiled = violations(() => compileFilter(entity, filter, 'sqlite'));
  expect(violations(() => checkFilter(entity, filter))).toEqual(compiled);
  const [violation, ...rest] = compiled;
  expect(rest).toEqual([]);
  return violation;
}

/** A filter nested `levels` deep: level 1 is the top object. */
const nested = (levels: number): Record<string, unknown> =>
  levels === 1 ? { price: 1 } : { $and: [nested(levels - 1)] };

describe('compileFilter rendering', () => {
  it('treats an absent or empty filter as matching everything', () => {
    expect(render(undefined).text).toBe('TRUE');
    expect(render(null).text).toBe('TRUE');
    expect(render({}).text).toBe('TRUE');
  });

  it('extracts JSON paths per dialect, with casts on PostgreSQL', () => {
    expect(render({ 'stock.quantity': 3 })).toEqual({
      text: `json_extract("doc", '$.stock.quantity') = ?`,
      params: [3],
    });
    expect(render({ 'stock.quantity': 3 }, 'postgres')).toEqual({
      text: `("doc" #>> '{stock,quantity}')::numeric = $1`,
      params: [3],
    });
    expect(render({ inStock: true }, 'postgres').text).toBe(`("doc" #>> '{inStock}')::boolean = $1`);
    expect(render({ inStock: true }).params).toEqual([1]);
  });

  it('binds boolean columns as 0/1 integers on both dialects', () => {
    expect(render({ hidden: true }, 'postgres')).toEqual({ text: '"hidden" = $1', params: [1] });
    expect(render({ hidden: false })).toEqual({ text: '"hidden" = ?', params: [0] });
  });

  it('casts a fractional number for an integer column on PostgreSQL only', () => {
    expect(render({ rank: { $gt: 1.5 } }, 'postgres').text).toBe('"rank_no" > CAST($1 AS NUMERIC)');
    expect(render({ rank: { $gt: 2 } }, 'postgres').text).toBe('"rank_no" > $1');
    expect(render({ rank: { $gt: 1.5 } }).text).toBe('"rank_no" > ?');
  });

  it('compares strings under the C collation on PostgreSQL for range operators only', () => {
    expect(render({ name: { $gte: 'b' } }, 'postgres').text).toBe(`("doc" #>> '{name}') COLLATE "C" >= $1`);
    expect(render({ name: 'b' }, 'postgres').text).toBe(`("doc" #>> '{name}') = $1`);
  });

  it('implements $startsWith with substr, never LIKE, counting code points', () => {
    const { text, params } = render({ name: { $startsWith: '%_é🙂' } });
    expect(text).toBe(`substr(json_extract("doc", '$.name'), 1, ?) = ?`);
    expect(text).not.toMatch(/LIKE/i);
    expect(params).toEqual([4, '%_é🙂']);
  });

  it('negates with IS NOT TRUE so that missing fields count as not matching the inner filter', () => {
    expect(render({ $not: { price: { $gt: 5 } } }).text).toBe(
      `(json_extract("doc", '$.price') > ?) IS NOT TRUE`,
    );
  });

  it('normalises date operands before binding them', () => {
    expect(render({ releaseDate: { $lt: { $date: '2024-01-01T01:00:00+01:00' } } }).params).toEqual([
      '2024-01-01T00:00:00.000Z',
    ]);
  });

  it('ANDs several fields and operators, and handles null in $in/$nin', () => {
    expect(render({ price: { $gt: 1, $lt: 5 }, name: 'x' }).text).toBe(
      `((json_extract("doc", '$.price') > ? AND json_extract("doc", '$.price') < ?) AND json_extract("doc", '$.name') = ?)`,
    );
    expect(render({ id: { $in: ['a', null] } }).text).toBe('("id" IN (?) OR "id" IS NULL)');
    expect(render({ id: { $nin: ['a', null] } }).text).toBe('("id" IS NOT NULL AND "id" NOT IN (?))');
    expect(render({ id: { $in: [] } }).text).toBe('FALSE');
    expect(render({ id: { $nin: [] } }).text).toBe('TRUE');
    expect(render({ id: { $nin: [null] } }).text).toBe('"id" IS NOT NULL');
  });

  it('reads array elements with json_each on SQLite and jsonb_array_elements_text on PostgreSQL', () => {
    expect(render({ tags: { $hasSome: ['a', 'b'] } }).text).toBe(
      `EXISTS (SELECT 1 FROM json_each(json_extract("doc", '$.tags')) AS elements WHERE elements.value IN (?, ?))`,
    );
    expect(render({ tags: { $hasAll: ['a', 'a', 'b'] } }, 'postgres')).toEqual({
      text: `(SELECT count(DISTINCT elements.value) FROM jsonb_array_elements_text(NULLIF("doc" #> '{tags}', 'null'::jsonb)) AS elements(value) WHERE elements.value IN ($1, $2)) = $3`,
      params: ['a', 'b', 2],
    });
  });
});

describe('compileFilter validation', () => {
  it('refuses fields outside the allow-list, wherever they are nested', () => {
    expect(violationOf({ secret: 1 })).toEqual({
      field: 'filter.secret',
      description: 'is not a queryable field',
      violatedRule: 'VALIDATION',
    });
    expect(violationOf({ $or: [{ price: 1 }, { $not: { secret: 1 } }] })).toMatchObject({
      field: 'filter.secret',
    });
    expect(violationOf(JSON.parse('{"__proto__": 1}'))).toMatchObject({ field: 'filter.__proto__' });
    expect(violationOf({ stock: { quantity: 1 } })).toMatchObject({ field: 'filter.stock' });
  });

  it.each([
    [{ price: 'ten' }, 'filter.price', 'FORMAT'],
    [{ price: { $gt: '1' } }, 'filter.price', 'FORMAT'],
    [{ price: { $in: 5 } }, 'filter.price.$in', 'VALIDATION'],
    [{ price: { $in: [1, 'two'] } }, 'filter.price', 'FORMAT'],
    [{ name: 5 }, 'filter.name', 'FORMAT'],
    [{ name: { a: 1 } }, 'filter.name', 'VALIDATION'],
    [{ name: {} }, 'filter.name', 'FORMAT'],
    [{ inStock: 'true' }, 'filter.inStock', 'FORMAT'],
    [{ inStock: { $gt: false } }, 'filter.inStock', 'VALIDATION'],
    [{ releaseDate: 'soon' }, 'filter.releaseDate', 'FORMAT'],
    [{ releaseDate: { $gte: '2024-02-30' } }, 'filter.releaseDate', 'FORMAT'],
    [{ price: { $startsWith: '1' } }, 'filter.price', 'VALIDATION'],
    [{ price: { $exists: 'yes' } }, 'filter.price.$exists', 'FORMAT'],
    [{ name: { $isEmpty: 1 } }, 'filter.name.$isEmpty', 'FORMAT'],
    [{ tags: 'red' }, 'filter.tags', 'VALIDATION'],
    [{ tags: { $hasSome: 'red' } }, 'filter.tags.$hasSome', 'VALIDATION'],
    [{ tags: { $hasAll: ['red', 1] } }, 'filter.tags.$hasAll', 'FORMAT'],
    [{ name: { $hasSome: ['a'] } }, 'filter.name', 'VALIDATION'],
    [{ name: { $regex: 'a' } }, 'filter.name', 'VALIDATION'],
    [{ $nor: [{ price: 1 }] }, 'filter', 'VALIDATION'],
    [{ $or: [] }, 'filter.$or', 'VALIDATION'],
    [{ $and: { price: 1 } }, 'filter.$and', 'VALIDATION'],
    [{ $or: [1] }, 'filter.$or', 'FORMAT'],
    [{ $not: [] }, 'filter.$not', 'FORMAT'],
    [[{ price: 1 }], 'filter', 'FORMAT'],
    ['price = 1', 'filter', 'FORMAT'],
  ])('refuses %j on %s (%s)', (filter, field, violatedRule) => {
    expect(violationOf(filter)).toMatchObject({ field, violatedRule });
  });

  it(`allows ${MAX_FILTER_DEPTH} levels of nesting and no more`, () => {
    expect(() => compileFilter(entity, nested(MAX_FILTER_DEPTH), 'sqlite')).not.toThrow();
    expect(violationOf(nested(MAX_FILTER_DEPTH + 1))).toMatchObject({ field: 'filter', violatedRule: 'MAX' });
    let notChain: Record<string, unknown> = { price: 1 };
    for (let level = 1; level < MAX_FILTER_DEPTH; level += 1) notChain = { $not: notChain };
    expect(() => compileFilter(entity, notChain, 'sqlite')).not.toThrow();
    expect(violationOf({ $not: notChain })).toMatchObject({ field: 'filter', violatedRule: 'MAX' });
  });

  it(`allows ${MAX_FILTER_CONDITIONS} conditions and no more`, () => {
    const conditions = (count: number) => ({ $and: Array.from({ length: count }, (_, i) => ({ price: i })) });
    expect(() => compileFilter(entity, conditions(MAX_FILTER_CONDITIONS), 'sqlite')).not.toThrow();
    expect(violationOf(conditions(MAX_FILTER_CONDITIONS + 1))).toMatchObject({
      field: 'filter',
      violatedRule: 'MAX',
    });
  });

  it(`allows ${MAX_FILTER_LIST} items in a list and no more`, () => {
    const items = (count: number) => Array.from({ length: count }, (_, i) => `t${i}`);
    expect(() => compileFilter(entity, { name: { $in: items(MAX_FILTER_LIST) } }, 'sqlite')).not.toThrow();
    expect(violationOf({ name: { $in: items(MAX_FILTER_LIST + 1) } })).toMatchObject({
      field: 'filter.name.$in',
      violatedRule: 'MAX_SIZE',
    });
    expect(violationOf({ name: { $nin: items(MAX_FILTER_LIST + 1) } })).toMatchObject({
      field: 'filter.name.$nin',
    });
    expect(violationOf({ tags: { $hasSome: items(MAX_FILTER_LIST + 1) } })).toMatchObject({
      field: 'filter.tags.$hasSome',
      violatedRule: 'MAX_SIZE',
    });
  });
});

describe('array fields kept in a link table', () => {
  const linked = defineQueryable({
    table: 'items',
    fields: {
      id: { type: 'string', column: 'id' },
      name: { type: 'string', column: 'name' },
      tags: { type: 'stringArray', link: { table: 'item_tags', key: 'item_id', value: 'tag' } },
    },
  });
  const compile = (filter: unknown, dialect: Dialect = 'sqlite') =>
    compileFilter(linked, filter, dialect).render(dialect);

  it('probes the link table for $hasSome and $hasAll, correlated by the id', () => {
    expect(compile({ tags: { $hasSome: ['a', 'b', 'a'] } })).toEqual({
      text: 'EXISTS (SELECT 1 FROM "item_tags" AS links WHERE links."item_id" = "items"."id" AND links."tag" IN (?, ?))',
      params: ['a', 'b'],
    });
    expect(compile({ tags: { $hasAll: ['a', 'b'] } }, 'postgres').text).toMatch(
      /^\(SELECT count\(DISTINCT links\."tag"\) FROM "item_tags" AS links\s+WHERE links\."item_id" = "items"\."id" AND links\."tag" IN \(\$1, \$2\)\) = \$3$/,
    );
  });

  it('treats the array as never null: $exists, null equality and $isEmpty', () => {
    expect(compile({ tags: { $exists: true } }).text).toBe('TRUE');
    expect(compile({ tags: null }).text).toBe('FALSE');
    expect(compile({ tags: { $ne: null } }).text).toBe('TRUE');
    expect(compile({ tags: { $isEmpty: true } }).text).toMatch(/^NOT EXISTS \(SELECT 1 FROM "item_tags"/);
  });

  it('refuses the operators an array does not support, and bad definitions at load', () => {
    expect(() => compile({ tags: { $gt: 'a' } })).toThrow(ValidationError);
    expect(() => compile({ tags: 'a' })).toThrow(ValidationError);
    expect(() => compile({ tags: { $hasSome: [1] } })).toThrow(ValidationError);
    expect(() =>
      defineQueryable({
        table: 'items',
        fields: { tags: { type: 'string', link: { table: 'item_tags', key: 'item_id', value: 'tag' } } },
      }),
    ).toThrow(/not a stringArray/);
    expect(() =>
      defineQueryable({
        table: 'items',
        fields: { tags: { type: 'stringArray', link: { table: 'item tags', key: 'item_id', value: 'tag' } } },
      }),
    ).toThrow(/Invalid link table/);
  });

  it('adds an index range to a prefix on a column, beside the exact test', () => {
    expect(compile({ name: { $startsWith: 'ab' } })).toEqual({
      text: '("name" >= ? AND "name" < ? AND substr("name", 1, ?) = ?)',
      params: ['ab', 'ac', 2, 'ab'],
    });
    expect(compile({ name: { $startsWith: 'a\u{10FFFF}' } }, 'postgres').params).toEqual([
      'a\u{10FFFF}',
      'b',
      2,
      'a\u{10FFFF}',
    ]);
    expect(compile({ name: { $startsWith: '\u{10FFFF}' } }).text).toBe(
      '("name" >= ? AND substr("name", 1, ?) = ?)',
    );
    expect(compile({ name: { $startsWith: 'a\uD800' } }).text).toBe('substr("name", 1, ?) = ?');
  });
});
