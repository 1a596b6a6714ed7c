import { describe, expect, it } from 'vitest';
import { fromWire, toWire } from './renames.js';

describe('key renaming (reference §3.1)', () => {
  it('renames to the wire at every level, including inside arrays', () => {
    expect(
      toWire({ _id: '1', items: [{ _id: '2', _createdDate: 'd', nested: { _updatedDate: 'u' } }] }),
    ).toEqual({
      id: '1',
      items: [{ id: '2', createdDate: 'd', nested: { updatedDate: 'u' } }],
    });
  });

  it('renames each segment of dotted filter keys and the values of sort fieldName', () => {
    expect(
      toWire({
        filter: { 'lineItems._id': 'x', _createdDate: { $gt: 1 } },
        sort: [{ fieldName: 'a._updatedDate', order: 'ASC' }],
      }),
    ).toEqual({
      filter: { 'lineItems.id': 'x', createdDate: { $gt: 1 } },
      sort: [{ fieldName: 'a.updatedDate', order: 'ASC' }],
    });
  });

  it('does not overwrite a key that already exists under the target name', () => {
    expect(toWire({ _id: 'stray', id: 'real' })).toEqual({ _id: 'stray', id: 'real' });
  });

  it('renames back from the wire, and round-trips', () => {
    const wire = { id: '1', createdDate: 'c', lines: [{ id: '2', updatedDate: 'u', name: 'n' }] };
    expect(fromWire(wire)).toEqual({
      _id: '1',
      _createdDate: 'c',
      lines: [{ _id: '2', _updatedDate: 'u', name: 'n' }],
    });
    expect(toWire(fromWire(wire))).toEqual(wire);
  });

  it('keeps Dates and leaves the input untouched', () => {
    const date = new Date(0);
    const input = { _id: '1', when: date };
    const output = toWire(input) as { when: Date };
    expect(output.when).toBe(date);
    expect(input).toEqual({ _id: '1', when: date });
  });
});
