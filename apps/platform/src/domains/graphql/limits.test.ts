import { buildSchema, getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { limitErrors, MAX_DEPTH, measure } from './limits.js';

const schema = buildSchema(`
  type Category { name: String parent: Category children: [Category] }
  type Page { items: [Category] }
  type Query { categories(queryInput: JSON): Page root: Category }
  scalar JSON
`);

const measured = (document: string, variables: Record<string, unknown> = {}) => {
  const parsed = parse(document);
  const operation = getOperationAST(parsed);
  if (!operation) throw new Error('no operation');
  return measure(schema, parsed, operation, variables);
};

describe('the depth, cost and call measure of a GraphQL document', () => {
  it('counts a page’s items at the limit asked for, in the argument or a variable', () => {
    expect(
      measured('{ categories(queryInput: { query: { paging: { limit: 5 } } }) { items { name } } }'),
    ).toEqual({
      depth: 3,
      cost: 1 + 1 + 5,
      calls: 1,
    });
    expect(
      measured('query ($n: Int) { categories(queryInput: { paging: { limit: $n } }) { items { name } } }', {
        n: 7,
      }).cost,
    ).toBe(1 + 1 + 7);
    // No limit: the largest page; another list inside: ten each.
    expect(measured('{ categories { items { children { name } } } }').cost).toBe(1 + 1 + 100 + 100 * 10);
  });

  it('follows fragments and inline fragments, and leaves introspection out', () => {
    const withFragments = measured(`
      fragment C on Category { name parent { name } }
      { root { ...C ... on Category { children { name } } } __schema { types { name fields { name } } } }`);
    expect(withFragments).toEqual({ depth: 3, cost: 1 + 1 + 1 + 1 + 1 + 10, calls: 1 });
  });

  it('refuses too deep a document, saying how deep and the limit', () => {
    const deep = `{ root { ${'parent { '.repeat(MAX_DEPTH)}name${' }'.repeat(MAX_DEPTH)} } }`;
    const errors = limitErrors(measured(deep));
    expect(errors.map((error) => error.message)).toEqual([
      `The query nests ${MAX_DEPTH + 2} fields deep, deeper than the limit of ${MAX_DEPTH}`,
    ]);
    expect(limitErrors(measured('{ root { parent { name } } }'))).toEqual([]);
  });
});
