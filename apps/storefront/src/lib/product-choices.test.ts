import { describe, expect, it } from 'vitest';
import {
  type ChoosableProduct,
  type ChoosableVariant,
  chosenVariant,
  firstAvailableChoices,
  isChoiceAvailable,
  maxQuantity,
} from './product-choices';

const variant = (
  id: string,
  choices: Record<string, string>,
  stock: Partial<ChoosableVariant['stock']> = {},
  visible = true,
): ChoosableVariant => ({
  _id: id,
  choices,
  variant: { visible },
  stock: { inStock: true, trackQuantity: false, ...stock },
});

/** A shirt in S and M, Natural and Navy: S Navy is sold out, M Natural is hidden. */
const shirt: ChoosableProduct = {
  productOptions: [
    { name: 'Size', choices: [{ description: 'S' }, { description: 'M' }] },
    { name: 'Color', choices: [{ description: 'Natural' }, { description: 'Navy' }] },
  ],
  variants: [
    variant('s-natural', { Size: 'S', Color: 'Natural' }, { trackQuantity: true, quantity: 3 }),
    variant('s-navy', { Size: 'S', Color: 'Navy' }, { inStock: false, trackQuantity: true, quantity: 0 }),
    variant('m-natural', { Size: 'M', Color: 'Natural' }, {}, false),
    variant('m-navy', { Size: 'M', Color: 'Navy' }),
  ],
};

describe('choosing a product’s options', () => {
  it('disables a choice no visible variant in stock has, given the other choices', () => {
    expect(isChoiceAvailable(shirt, { Size: 'S' }, 'Color', 'Navy')).toBe(false);
    expect(isChoiceAvailable(shirt, { Size: 'S' }, 'Color', 'Natural')).toBe(true);
    expect(isChoiceAvailable(shirt, { Size: 'M' }, 'Color', 'Natural')).toBe(false);
    // Switching within an option is always possible when some other variant allows it.
    expect(isChoiceAvailable(shirt, { Size: 'S', Color: 'Natural' }, 'Size', 'M')).toBe(false);
    expect(isChoiceAvailable(shirt, { Size: 'S', Color: 'Navy' }, 'Size', 'M')).toBe(true);
    expect(isChoiceAvailable(shirt, {}, 'Size', 'M')).toBe(true);
  });

  it('finds the variant once every option is chosen', () => {
    expect(chosenVariant(shirt, { Size: 'S' })).toBeUndefined();
    expect(chosenVariant(shirt, { Size: 'M', Color: 'Navy' })?._id).toBe('m-navy');
  });

  it('starts from the first available choices', () => {
    expect(firstAvailableChoices(shirt)).toEqual({ Size: 'S', Color: 'Natural' });
    const soldOut: ChoosableProduct = { ...shirt, variants: [] };
    expect(firstAvailableChoices(soldOut)).toEqual({});
  });

  it('caps the quantity at the counted stock', () => {
    expect(maxQuantity(chosenVariant(shirt, { Size: 'S', Color: 'Natural' }))).toBe(3);
    expect(maxQuantity(chosenVariant(shirt, { Size: 'M', Color: 'Navy' }))).toBe(99);
  });
});
