/** One line of the cart as the drawer shows it. */
export interface CartLineView {
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
 * The visitor's cart as the storefront shows it: the SDK's cart reshaped once, on the storefront's
 * server (`lib/platform/cart-view.ts`), so components read no wire shapes.
 */
export interface CartView {
  lines: CartLineView[];
  /** Items in the cart, counting quantities (what the header's badge shows). */
  count: number;
  subtotal: string;
}

export const EMPTY_CART: CartView = { lines: [], count: 0, subtotal: '' };

/** What screen readers hear after a change of the cart (the cart may not be where focus is). */
export const cartSentence = (cart: CartView): string =>
  cart.count === 0
    ? 'Your cart is now empty.'
    : `Your cart has ${cart.count} ${cart.count === 1 ? 'item' : 'items'}: ${cart.subtotal}.`;

/** A change of the cart, as a server action answers it: the cart after it, or a sentence for the buyer. */
export type CartAnswer = { ok: true; cart: CartView } | { ok: false; problem: string };

/**
 * A way to the platform's hosted checkout: its page's address, the premium modal's cue (the site
 * cannot take payments), or a sentence for the buyer.
 */
export type CheckoutAnswer =
  | { ok: true; url: string }
  | { ok: false; premium: true }
  | { ok: false; problem: string };

/** One product line: the product, its choices (none for a product without options) and how many. */
export interface ProductLine {
  productId: string;
  options?: Record<string, string> | undefined;
  quantity: number;
}
