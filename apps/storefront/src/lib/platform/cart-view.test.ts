import type { Cart } from '@bazaar/sdk/ecom';
import { describe, expect, it } from 'vitest';
import { cartSentence, cartViewOf, EMPTY_CART } from './cart-view';

const money = (formattedAmount: string) => ({
  amount: '0',
  convertedAmount: '0',
  formattedAmount,
  formattedConvertedAmount: formattedAmount,
});
const line = (id: string, quantity: number, extra: Record<string, unknown> = {}) => ({
  _id: id,
  quantity,
  productName: { original: `Product ${id}`, translated: `Product ${id}` },
  lineItemPrice: money(`$${quantity}.00`),
  descriptionLines: [
    { name: { original: 'Size', translated: 'Size' }, plainText: { original: 'M', translated: 'M' } },
    { name: { original: 'Color', translated: 'Color' }, plainText: { original: 'Navy', translated: 'Navy' } },
  ],
  ...extra,
});
const cartOf = (lines: ReturnType<typeof line>[]) =>
  ({ lineItems: lines, subtotal: money('$3.00') }) as unknown as Cart;

describe('cartViewOf', () => {
  it('reshapes lines: options joined, quantities counted, a picture only when the line has one', () => {
    const view = cartViewOf(
      cartOf([
        line('a', 1, { image: { id: 'i', url: 'http://x/a.png', width: 1, height: 1, altText: 'A' } }),
        line('b', 2),
      ]),
    );
    expect(view.count).toBe(3);
    expect(view.subtotal).toBe('$3.00');
    expect(view.lines).toEqual([
      {
        id: 'a',
        name: 'Product a',
        options: 'M · Navy',
        quantity: 1,
        price: '$1.00',
        image: { url: 'http://x/a.png', alt: 'A' },
      },
      { id: 'b', name: 'Product b', options: 'M · Navy', quantity: 2, price: '$2.00', image: null },
    ]);
  });

  it('takes no cart as the empty cart', () => {
    expect(cartViewOf(null)).toBe(EMPTY_CART);
    expect(EMPTY_CART.count).toBe(0);
  });
});

describe('cartSentence', () => {
  it('says the count in words and the subtotal, or that the cart is empty', () => {
    expect(cartSentence(EMPTY_CART)).toBe('Your cart is now empty.');
    expect(cartSentence({ lines: [], count: 1, subtotal: '$10.00' })).toBe('Your cart has 1 item: $10.00.');
    expect(cartSentence({ lines: [], count: 4, subtotal: '$109.80' })).toBe(
      'Your cart has 4 items: $109.80.',
    );
  });
});
