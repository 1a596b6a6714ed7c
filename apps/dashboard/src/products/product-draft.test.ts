import { describe, expect, it } from 'vitest';
import { inventoryChanges, pictureChanges, productChanges, variantChanges } from './draft-changes';
import { problemsOf } from './draft-problems';
import { choiceKey, combinationKey, combinationsOf, emptyDraft, type ProductDraft } from './product-draft';

const shirt = (): ProductDraft => ({
  ...emptyDraft(),
  name: 'Linen Shirt',
  price: '40',
  options: [
    {
      name: 'Size',
      kind: 'drop_down',
      choices: [
        { name: 'S', color: '' },
        { name: 'M', color: '' },
      ],
    },
    { name: 'Color', kind: 'color', choices: [{ name: 'Sand', color: '#d8c8a8' }] },
  ],
});

describe('the product editor’s draft', () => {
  it('makes one variant per combination of named choices, in the options’ order', () => {
    const combinations = combinationsOf(shirt().options);
    expect(combinations).toEqual([
      { Size: 'S', Color: 'Sand' },
      { Size: 'M', Color: 'Sand' },
    ]);
    expect(combinationKey(combinations[0] ?? {})).toBe('Size=S|Color=Sand');
  });

  it('names each problem in a sentence, by field', () => {
    expect(problemsOf(shirt())).toEqual({});
    const bad = {
      ...shirt(),
      name: ' ',
      price: '12,50',
      slug: 'Linen Shirt',
      options: [
        {
          name: 'Size',
          kind: 'drop_down' as const,
          choices: [
            { name: 'S', color: '' },
            { name: 'S', color: '' },
          ],
        },
        { name: '', kind: 'drop_down' as const, choices: [] },
      ],
    };
    expect(problemsOf(bad)).toEqual({
      name: 'Give the product a name.',
      price: 'Write the price as a number, like 12.50.',
      slug: 'Use lower-case letters, digits and single hyphens, like linen-shirt.',
      'option-0': 'Two choices of Size have the same name.',
      'option-1': 'Give the option a name, like Size.',
    });
    expect(problemsOf({ ...shirt(), salePrice: '40' }).salePrice).toBe(
      'The sale price must be lower than the price.',
    );
    expect(
      problemsOf({ ...emptyDraft(), name: 'Mug', price: '8', trackInventory: true, quantity: '-1' }).quantity,
    ).toMatch(/whole number/);
  });

  it('sends a new product whole, with the sale as an exact amount off', () => {
    const input = productChanges({ ...shirt(), salePrice: '32.50' });
    expect(input).toMatchObject({
      name: 'Linen Shirt',
      priceData: { price: '40' },
      discount: { type: 'AMOUNT', value: '7.5' },
      manageVariants: true,
      productOptions: [
        { name: 'Size', optionType: 'drop_down', choices: [{ description: 'S' }, { description: 'M' }] },
        { name: 'Color', optionType: 'color', choices: [{ description: 'Sand', value: '#d8c8a8' }] },
      ],
    });
    expect(input.stock).toBeUndefined();
  });

  it('sends only what changed, and never a stock count nobody touched', () => {
    const before = shirt();
    const renamed = { ...before, name: 'Linen Shirt II' };
    expect(productChanges(renamed, before)).toEqual({ name: 'Linen Shirt II' });
    expect(variantChanges(renamed, before)).toEqual([]);
    const ids = new Map(combinationsOf(before.options).map((c, index) => [combinationKey(c), `v${index}`]));
    expect(inventoryChanges(renamed, ids, before).variants).toEqual([]);

    const restocked: ProductDraft = {
      ...before,
      trackInventory: true,
      variants: {
        'Size=M|Color=Sand': { price: '44', sku: 'LS-M', weight: '', quantity: '3', inStock: true },
      },
    };
    const tracked = { ...restocked, variants: { ...restocked.variants } };
    expect(variantChanges(tracked, before)).toEqual([
      { choices: { Size: 'M', Color: 'Sand' }, price: '44', sku: 'LS-M' },
    ]);
    expect(inventoryChanges(tracked, ids, before)).toEqual({
      trackQuantity: true,
      variants: [
        { variantId: 'v0', quantity: 0 },
        { variantId: 'v1', quantity: 3 },
      ],
    });
  });

  it('adds, removes and orders pictures, and says which choices show which', () => {
    const picture = (mediaId: string, forChoice = '') => ({
      mediaId,
      url: `/media/${mediaId}`,
      title: mediaId,
      forChoice,
    });
    const before = { ...shirt(), pictures: [picture('a'), picture('b', choiceKey('Size', 'S'))] };
    const after = { ...before, pictures: [picture('c', choiceKey('Size', 'M')), picture('a')] };
    expect(pictureChanges(after, before)).toEqual({
      added: ['c'],
      removed: ['b'],
      order: ['c', 'a'],
      cleared: [{ option: 'Size', choice: 'S' }],
      shown: [{ option: 'Size', choice: 'M', mediaIds: ['c'] }],
    });
    expect(pictureChanges(before, before)).toEqual({
      added: [],
      removed: [],
      order: undefined,
      cleared: [],
      shown: [],
    });
  });
});
