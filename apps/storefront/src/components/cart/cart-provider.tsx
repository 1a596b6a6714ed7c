'use client';

import dynamic from 'next/dynamic';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type CartView, cartSentence } from '../../lib/views/cart';

interface CartContextValue {
  /** The visitor's cart; null until it is known. */
  cart: CartView | null;
  isOpen: boolean;
  /** A page that read the cart on the server says what it holds (no second read, no announcement). */
  know(cart: CartView): void;
  /** The cart after a change: announced to screen readers, and shown in the drawer when `open`. */
  changed(cart: CartView, options?: { open?: boolean }): void;
  open(): void;
  close(): void;
}

const CartContext = createContext<CartContextValue | null>(null);

/**
 * The drawer's code loads the first time it opens, so that it adds nothing to a page's first load
 * (most visits never open it).
 */
const CartDrawer = dynamic(() => import('./cart-drawer').then((module) => module.CartDrawer), {
  ssr: false,
});

/**
 * The visitor's cart for every page: the header's badge and the cart drawer read it here, and the
 * pages that change it say so. It is read once per page load (/api/cart, by the storefront's
 * server) only when the page did not say it: the store page renders the cart already, and its
 * effect runs before this provider's.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [cart, setCart] = useState<CartView | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const said = useRef(false);

  const know = useCallback((next: CartView) => {
    said.current = true;
    setCart(next);
  }, []);
  const open = useCallback(() => {
    setOpen(true);
    setEverOpened(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const changed = useCallback(
    (next: CartView, options?: { open?: boolean }) => {
      know(next);
      setAnnouncement(cartSentence(next));
      if (options?.open) open();
    },
    [know, open],
  );

  useEffect(() => {
    if (said.current) return;
    fetch('/api/cart')
      .then((response) => (response.ok ? (response.json() as Promise<{ cart: CartView }>) : null))
      .then((answer) => {
        if (answer && !said.current) setCart(answer.cart);
      })
      .catch(() => {});
  }, []);

  const value = useMemo(
    () => ({ cart, isOpen, know, changed, open, close }),
    [cart, isOpen, know, changed, open, close],
  );
  return (
    <CartContext.Provider value={value}>
      {children}
      {/* Outside the drawer, so that a change is heard whether or not the drawer is open. */}
      <p className="visually-hidden" aria-live="polite" data-testid="cart.announcement">
        {announcement}
      </p>
      {everOpened ? <CartDrawer /> : null}
    </CartContext.Provider>
  );
}

export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error('useCart must be used within a CartProvider');
  return context;
}
