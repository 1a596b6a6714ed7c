'use client';

import { useState } from 'react';
import { addProductToCart } from '../cart/actions';
import { useCart } from '../cart/cart-provider';
import { useLoading } from '../providers/loading-provider';
import styles from './store.module.css';

/** What a buyer reads when a quick add fails: a sentence, never a raw platform message. */
const ADD_FAILED = 'That could not be added. Please try again.';

/**
 * "Add to cart" on a product card (a product without options): one click adds one, and the cart
 * drawer opens with it. The card around it is rendered by the server.
 */
export function QuickAdd({ productId, label }: { productId: string; label: string }) {
  const { wrap } = useLoading();
  const { changed } = useCart();
  const [failed, setFailed] = useState(false);
  const add = () => {
    setFailed(false);
    wrap(async () => {
      const answer = await addProductToCart({ productId, quantity: 1 });
      if (!answer.ok) throw new Error(answer.problem);
      changed(answer.cart, { open: true });
    }).catch(() => setFailed(true));
  };
  return (
    <>
      <button type="button" className={styles.addButton} onClick={add}>
        Add to cart
        <span className="visually-hidden">: {label}</span>
      </button>
      {failed ? (
        <p className={styles.error} role="alert">
          {ADD_FAILED}
        </p>
      ) : null}
    </>
  );
}
