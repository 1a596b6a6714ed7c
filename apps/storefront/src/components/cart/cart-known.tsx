'use client';

import { useEffect } from 'react';
import type { CartView } from '../../lib/views/cart';
import { useCart } from './cart-provider';

/**
 * Says the cart a server-rendered page read for the visitor, so the header's badge shows it at
 * once and the provider does not read it a second time.
 */
export function CartKnown({ cart }: { cart: CartView }) {
  const { know } = useCart();
  useEffect(() => know(cart), [cart, know]);
  return null;
}
