import { describe, expect, it } from 'vitest';
import { defineQueryable } from './fields.js';
import { pastAnchor } from './keyset.js';
import { sortKeys } from './sort.js';

const entity = defineQueryable({
  table: 'items',
  docColumn: 'doc',
  fields: {
    id: { type: 'string', column: 'id', sortable: true, notNull: true },
    created: { type: 'date', column: 'created', sortable: true, notNull: true },
    price: { type: 'number', sortable: true },
  },
});

describe('pastAnchor', () => {
  it('bounds a not-null first key, so that an index on it seeks to the anchor', () => {
    const keys = sortKeys(entity, [{ fieldName: 'created', order: 'DESC' }], 'sqlite');
    const next = pastAnchor(keys, { values: ['2026-01-01', 'x'], inclusive: false }, 'next').render('sqlite');
    expect(next.text).toBe('("created" <= ? AND ("created" < ? OR ("created" = ? AND "id" < ?)))');
    expect(next.params).toEqual(['2026-01-01', '2026-01-01', '2026-01-01', 'x']);
    const prev = pastAnchor(keys, { values: ['2026-01-01', 'x'], inclusive: true }, 'prev').render('sqlite');
    expect(prev.text).toMatch(/^\("created" >= \? AND \(/);
  });

  it('leaves a nullable first key to the exact chain alone', () => {
    const keys = sortKeys(entity, [{ fieldName: 'price', order: 'ASC' }], 'sqlite');
    const next = pastAnchor(keys, { values: [3, 'x'], inclusive: false }, 'next').render('sqlite');
    expect(next.text).not.toMatch(/^\(json_extract\(.*\) >= \? AND/);
    expect(next.text.startsWith('(json_extract')).toBe(true);
  });
});
