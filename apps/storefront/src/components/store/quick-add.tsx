'use client';

import { STORES_APP_ID } from '@bazaar/sdk/ecom';
import { useState } from 'react';
import { cartViewOf } from '../../lib/cart-view';
import { useCart } from '../cart/cart-provider';
import { useClient } from '../providers/client-provider';
import { useLoading } from '../providers/loading-provider';
import styles from './store.module.css';

/** What a buyer reads when a quick add fails: a sentence, never a raw platform message. */
const ADD_FAILED = 'That could not be added. Please try again.';

/**
 * "Add to cart" on a product card (a product without options): one click adds one, and the cart
 * drawer opens with it. The card around it is rendered by the server.
 */
export function QuickAdd({ productId, label }: { productId: string; label: string }) {
  const { client } = useClient();
  const { wrap } = useLoading();
  const { changed } = useCart();
  const [failed, setFailed] = useState(false);
  const add = () => {
    // The browser's client exists once the start-up ran; a click before that waits for nothing.
    if (!client) return;
    setFailed(false);
    wrap(async () => {
      const { cart } = await client.currentCart.addToCurrentCart({
        lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity: 1 }],
      });
      changed(cartViewOf(cart), { open: true });
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
