'use client';

import { type MouseEvent, useEffect, useRef, useState } from 'react';
import type { CartAnswer } from '../../lib/views/cart';
import { useLoading } from '../providers/loading-provider';
import buttons from '../shell/buttons.module.css';
import { checkoutCart, clearCart, readCart, removeCartLine, setCartLineQuantity } from './actions';
import styles from './cart-drawer.module.css';
import { useCart } from './cart-provider';
import { useHostedCheckout } from './hosted-checkout';

/** When no answer came at all (the network): a plain "try again". */
const CHANGE_FAILED = 'Your cart could not be changed just now. Please try again.';

/**
 * The cart drawer: the visitor's lines with their pictures, quantities and Remove, the subtotal,
 * and Checkout. A native modal <dialog>, so focus stays inside, Escape closes it and the page
 * behind is inert; it slides in from the side, and fills a phone's screen.
 */
export function CartDrawer() {
  const { cart, isOpen, close, changed, know } = useCart();
  const { wrap } = useLoading();
  const toHostedCheckout = useHostedCheckout();
  const [message, setMessage] = useState<string | null>(null);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      setMessage(null);
      dialog.showModal();
    }
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  // Opened before the page knew the cart (its read still on the way): read it here.
  useEffect(() => {
    if (!isOpen || cart) return;
    readCart()
      .then((answer) => (answer.ok ? know(answer.cart) : setMessage(answer.problem)))
      .catch(() => setMessage(CHANGE_FAILED));
  }, [isOpen, cart, know]);

  /** A change, made by the storefront's server (a server action): the cart after it, or why not. */
  const run = (task: () => Promise<CartAnswer>) => {
    setMessage(null);
    wrap(task)
      .then((answer) => (answer.ok ? changed(answer.cart) : setMessage(answer.problem)))
      .catch(() => setMessage(CHANGE_FAILED));
  };
  const setQuantity = (lineItemId: string, quantity: number) =>
    run(() => setCartLineQuantity(lineItemId, quantity));
  const remove = (lineItemId: string) => run(() => removeCartLine(lineItemId));
  const clear = () => run(clearCart);
  /**
   * Checkout on the platform's hosted page, which sends the buyer back to the store (its thank-you
   * banner); a site that cannot take payments gets the premium modal instead.
   */
  const checkout = () => {
    setMessage(null);
    wrap(() => toHostedCheckout(checkoutCart, close))
      .then((problem) => (problem ? setMessage(problem) : undefined))
      .catch(() => setMessage(CHANGE_FAILED));
  };
  /** A click on the dimmed page beside the drawer (the dialog's own box, not its content) closes it. */
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  const lines = cart?.lines ?? [];
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal <dialog> already.
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-labelledby="cart-drawer-title"
      data-testid="cart.panel"
      onClose={close}
      onClick={onBackdrop}
    >
      <div className={styles.sheet}>
        <div className={styles.header}>
          <h2 id="cart-drawer-title" className={styles.title}>
            Your cart
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label="Close the cart">
            ×
          </button>
        </div>
        {message ? (
          <p className={styles.error} role="alert">
            {message}
          </p>
        ) : null}
        {cart === null && !message ? <p className={styles.empty}>Reading your cart…</p> : null}
        {cart !== null && lines.length === 0 ? (
          <p className={styles.empty}>Your cart is empty. Add a product from the store to see it here.</p>
        ) : null}
        {lines.length > 0 ? (
          <>
            <ul className={styles.lines}>
              {lines.map((line) => (
                <li key={line.id} className={styles.line} data-testid="cart.line">
                  <span className={styles.thumb}>
                    {line.image ? (
                      // biome-ignore lint/performance/noImgElement: a 64 px thumbnail; next/image's runtime would double this chunk.
                      <img src={line.image.url} alt={line.image.alt} width={64} height={64} loading="lazy" />
                    ) : null}
                  </span>
                  <div className={styles.lineText}>
                    <p className={styles.lineName}>{line.name}</p>
                    {line.options ? <p className={styles.lineOptions}>{line.options}</p> : null}
                    <div className={styles.lineControls}>
                      <div className={styles.quantity}>
                        <button
                          type="button"
                          onClick={() => setQuantity(line.id, line.quantity - 1)}
                          aria-label={`One less ${line.name}`}
                        >
                          −
                        </button>
                        <span data-testid="cart.line.quantity" title="Quantity">
                          {line.quantity}
                        </span>
                        <button
                          type="button"
                          onClick={() => setQuantity(line.id, line.quantity + 1)}
                          aria-label={`One more ${line.name}`}
                        >
                          +
                        </button>
                      </div>
                      <button
                        type="button"
                        className={styles.remove}
                        onClick={() => remove(line.id)}
                        aria-label={`Remove ${line.name}`}
                      >
                        Remove
                      </button>
                    </div>
                  </div>
                  <p className={styles.linePrice}>{line.price}</p>
                </li>
              ))}
            </ul>
            <div className={styles.footer}>
              <p className={styles.subtotal}>
                <span>Subtotal</span>
                <strong data-testid="cart.subtotal">{cart?.subtotal}</strong>
              </p>
              <p className={styles.note}>Delivery and tax are worked out at checkout.</p>
              <button
                type="button"
                className={buttons.primary}
                onClick={checkout}
                data-testid="cart.checkout"
              >
                Checkout
              </button>
              <button type="button" className={buttons.secondary} onClick={clear}>
                Clear cart
              </button>
            </div>
          </>
        ) : null}
      </div>
    </dialog>
  );
}
