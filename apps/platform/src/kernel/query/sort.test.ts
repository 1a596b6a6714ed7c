import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors.js';
import { defineQueryable } from './fields.js';
import { MAX_SORT_FIELDS, orderBy, parseSort, sortKeys } from './sort.js';

const entity = defineQueryable({
  table: 'items',
  docColumn: 'doc',
  fields: {
    id: { type: 'string', column: 'id', sortable: true, notNull: true },
    createdDate: { type: 'date', column: 'created_date', sortable: true, notNull: true },
    name: { type: 'string', sortable: true },
    price: { type: 'number', sortable: true },
    note: { type: 'string' },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
});

const rendered = (sort: unknown, dialect: 'sqlite' | 'postgres', reversed = false) =>
  orderBy(sortKeys(entity, parseSort(entity, sort), dialect), dialect, reversed).render(dialect).text;

function violationOf(sort: unknown) {
  try {
    parseSort(entity, sort);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).violations[0];
  }
  throw new Error('expected a ValidationError');
}

describe('sort', () => {
  it('uses the default sort when none is given, with an id tiebreak in its direction', () => {
    expect(rendered(undefined, 'sqlite')).toBe('"created_date" DESC, "id" DESC');
    expect(rendered([], 'postgres')).toBe('"created_date" DESC, "id" DESC');
  });

  it('falls back to id ASC without a default sort', () => {
    const bare = defineQueryable({ table: 'bare', fields: { id: { type: 'string', column: 'id' } } });
    expect(
      orderBy(sortKeys(bare, parseSort(bare, undefined), 'sqlite'), 'sqlite').render('sqlite').text,
    ).toBe('"id" ASC');
  });

  it('orders NULLs first ascending and last descending, spelled out on PostgreSQL only', () => {
    const sort = [{ fieldName: 'price' }, { fieldName: 'name', order: 'DESC' }];
    expect(rendered(sort, 'sqlite')).toBe(
      `json_extract("doc", '$.price') ASC, json_extract("doc", '$.name') DESC, "id" DESC`,
    );
    expect(rendered(sort, 'postgres')).toBe(
      `("doc" #>> '{price}')::numeric ASC NULLS FIRST, ("doc" #>> '{name}') COLLATE "C" DESC NULLS LAST, "id" DESC`,
    );
    expect(rendered(sort, 'postgres', true)).toBe(
      `("doc" #>> '{price}')::numeric DESC NULLS LAST, ("doc" #>> '{name}') COLLATE "C" ASC NULLS FIRST, "id" ASC`,
    );
  });

  it('needs no tiebreak after the id itself', () => {
    expect(rendered([{ fieldName: 'id', order: 'DESC' }], 'sqlite')).toBe('"id" DESC');
    expect(rendered([{ fieldName: 'id' }, { fieldName: 'price' }], 'sqlite')).toBe('"id" ASC');
  });

  it('refuses fields that are unknown or not sortable', () => {
    expect(violationOf([{ fieldName: 'secret' }])).toEqual({
      field: 'sort[0].fieldName',
      description: 'secret is not a sortable field',
      violatedRule: 'VALIDATION',
    });
    expect(violationOf([{ fieldName: 'price' }, { fieldName: 'note' }])).toMatchObject({
      field: 'sort[1].fieldName',
    });
  });

  it('refuses malformed entries', () => {
    expect(violationOf({ fieldName: 'price' })).toMatchObject({ field: 'sort', violatedRule: 'FORMAT' });
    expect(violationOf(['price'])).toMatchObject({ field: 'sort[0]', violatedRule: 'FORMAT' });
    expect(violationOf([{ fieldName: 'price', order: 'asc' }])).toMatchObject({
      field: 'sort[0].order',
      violatedRule: 'INVALID_ENUM_VALUE',
    });
    expect(violationOf([{ fieldName: 'price' }, { fieldName: 'price', order: 'DESC' }])).toMatchObject({
      field: 'sort[1].fieldName',
    });
  });

  it(`allows at most ${MAX_SORT_FIELDS} entries`, () => {
    const many = defineQueryable({
      table: 'many',
      docColumn: 'doc',
      fields: Object.fromEntries(
        Array.from({ length: 11 }, (_, i) => [`f${i}`, { type: 'number' as const, sortable: true }]),
      ),
    });
    const sort = (count: number) => Array.from({ length: count }, (_, i) => ({ fieldName: `f${i}` }));
    expect(parseSort(many, sort(MAX_SORT_FIELDS))).toHaveLength(MAX_SORT_FIELDS);
    expect(() => parseSort(many, sort(MAX_SORT_FIELDS + 1))).toThrow(ValidationError);
  });
});
