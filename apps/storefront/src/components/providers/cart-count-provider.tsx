'use client';

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

interface CartCountValue {
  /** Items in the visitor's cart; null until it is known. */
  count: number | null;
  /** Pages that change the cart say its new count here (the header's badge follows). */
  setCount(count: number): void;
}

const CartCountContext = createContext<CartCountValue | null>(null);

/**
 * The number on the header's cart badge: kept by the pages that change the cart, and read once
 * per page load only when the page did not say it (the store page renders the cart already; its
 * effect runs before this provider's, so no second read is made).
 */
export function CartCountProvider({ children }: { children: ReactNode }) {
  const [count, setCountState] = useState<number | null>(null);
  const said = useRef(false);
  const setCount = useCallback((next: number) => {
    said.current = true;
    setCountState(next);
  }, []);
  useEffect(() => {
    if (said.current) return;
    fetch('/api/cart')
      .then((response) => (response.ok ? (response.json() as Promise<{ count: number }>) : null))
      .then((answer) => {
        if (answer && !said.current) setCountState(answer.count);
      })
      .catch(() => {});
  }, []);
  const value = useMemo(() => ({ count, setCount }), [count, setCount]);
  return <CartCountContext.Provider value={value}>{children}</CartCountContext.Provider>;
}

export function useCartCount(): CartCountValue {
  const context = useContext(CartCountContext);
  if (!context) throw new Error('useCartCount must be used within a CartCountProvider');
  return context;
}
