import type { Cart } from '@bazaar/sdk/ecom';
import { type CartLineView, type CartView, EMPTY_CART } from '../views/cart';

export { type CartView, cartSentence, EMPTY_CART } from '../views/cart';

/** The visitor's cart as the storefront shows it (`CartView`), from the platform's. */
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
