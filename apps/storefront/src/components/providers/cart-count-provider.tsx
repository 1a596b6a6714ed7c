'use client';

import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

interface CartCountValue {
  /** Items in the visitor's cart; null until it is known. */
  count: number | null;
  /** Pages that change the cart say its new count here (the header's badge follows). */
  setCount(count: number): void;
}

const CartCountContext = createContext<CartCountValue | null>(null);

/** The number on the header's cart badge: read once per page load, then kept by the pages that change the cart. */
export function CartCountProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    fetch('/api/cart')
      .then((response) => (response.ok ? (response.json() as Promise<{ count: number }>) : null))
      .then((answer) => {
        if (answer) setCount((current) => current ?? answer.count);
      })
      .catch(() => {});
  }, []);
  const value = useMemo(() => ({ count, setCount }), [count]);
  return <CartCountContext.Provider value={value}>{children}</CartCountContext.Provider>;
}

export function useCartCount(): CartCountValue {
  const context = useContext(CartCountContext);
  if (!context) throw new Error('useCartCount must be used within a CartCountProvider');
  return context;
}
