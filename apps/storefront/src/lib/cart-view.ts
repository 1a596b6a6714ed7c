import type { Cart } from '@bazaar/sdk/ecom';

/** One line of the cart as the drawer shows it. */
interface CartLineView {
  id: string;
  name: string;
  /** The chosen options, e.g. "M · Navy" (empty for a product without options). */
  options: string;
  quantity: number;
  /** The line's total, formatted in the cart's currency. */
  price: string;
  image: { url: string; alt: string } | null;
}

/**
 * The visitor's cart as the storefront shows it: the SDK's cart reshaped once, on the server (the
 * first paint, /api/cart) or in the browser (after a change), so components read no wire shapes.
 */
export interface CartView {
  lines: CartLineView[];
  /** Items in the cart, counting quantities (what the header's badge shows). */
  count: number;
  subtotal: string;
}

export const EMPTY_CART: CartView = { lines: [], count: 0, subtotal: '' };

export function cartViewOf(cart: Cart | null): CartView {
  if (!cart) return EMPTY_CART;
  const lines = cart.lineItems.map(
    (line): CartLineView => ({
      id: line._id,
      name: line.productName.original,
      options: line.descriptionLines
        .map((description) => description.plainText?.original)
        .filter(Boolean)
        .join(' · '),
      quantity: line.quantity,
      price: line.lineItemPrice.formattedAmount,
      image: line.image ? { url: line.image.url, alt: line.image.altText ?? '' } : null,
    }),
  );
  return {
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: cart.subtotal.formattedAmount,
  };
}

/** What screen readers hear after a change of the cart (the cart may not be where focus is). */
export const cartSentence = (cart: CartView): string =>
  cart.count === 0
    ? 'Your cart is now empty.'
    : `Your cart has ${cart.count} ${cart.count === 1 ? 'item' : 'items'}: ${cart.subtotal}.`;
