'use client';

import type { BazaarError } from '@bazaar/sdk';
import { type Cart, STORES_APP_ID } from '@bazaar/sdk/ecom';
import type { Product } from '@bazaar/sdk/stores';
import Image from 'next/image';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { API_BASE_URL } from '../../constants';
import { itemsIn } from '../../lib/cart-count';
import emptyState from '../apps/app-page.module.css';
import { useCartCount } from '../providers/cart-count-provider';
import { useClient } from '../providers/client-provider';
import { useLoading } from '../providers/loading-provider';
import { useModal } from '../providers/modal-provider';
import buttons from '../shell/buttons.module.css';
import styles from './store.module.css';

/** The first choice of every option: what a click on a product adds (spec: the store example). */
const firstChoices = (product: Product) =>
  Object.fromEntries(
    product.productOptions.map((option) => [option.name, option.choices[0]?.description ?? '']),
  );

/**
 * What the cart panel says when a change fails: a broken rule as the platform describes it (its
 * descriptions are written for people, e.g. "Only 2 left in stock"), anything else as a plain
 * "try again"; never a validator's or the network's own words.
 */
function sentenceFor(error: unknown): string {
  const failure = error as BazaarError | undefined;
  if (failure?.kind === 'application' && failure.details.applicationError?.description)
    return failure.details.applicationError.description;
  return 'Your cart could not be changed just now. Please try again.';
}

/**
 * The store example: the catalogue, and the visitor's cart beside it. Both arrive rendered by the
 * server (`initialProducts`, `initialCart`); changes go through the browser's client.
 */
export function StoreView({
  initialProducts,
  initialCart,
}: {
  initialProducts: Product[];
  initialCart: Cart | null;
}) {
  const { client } = useClient();
  const { wrap } = useLoading();
  const { openPremiumModal } = useModal();
  const products = initialProducts;
  const [cart, setCart] = useState<Cart | null>(initialCart);
  const [message, setMessage] = useState<string | null>(null);
  /** Said to screen readers after each change of the cart (the panel may be far from the click). */
  const [announcement, setAnnouncement] = useState('');
  const { setCount } = useCartCount();
  // The server rendered the cart: the badge starts from it (no second read).
  useEffect(() => setCount(itemsIn(initialCart)), [initialCart, setCount]);
  const changed = (next: Cart | null) => {
    setCart(next);
    const count = itemsIn(next);
    setCount(count);
    setAnnouncement(
      count === 0
        ? 'Your cart is now empty.'
        : `Your cart has ${count} ${count === 1 ? 'item' : 'items'}: ${next?.subtotal.formattedAmount}.`,
    );
  };

  const run = useCallback(
    (task: () => Promise<void>) => wrap(task).catch((error: unknown) => setMessage(sentenceFor(error))),
    [wrap],
  );

  /** The browser's client exists once the start-up ran; a click before that waits for nothing. */
  const withClient = (task: (ready: NonNullable<typeof client>) => Promise<void>) =>
    client ? run(() => task(client)) : undefined;

  const add = (product: Product) =>
    withClient(async (client) => {
      setMessage(null);
      const options = firstChoices(product);
      const { cart: updated } = await client.currentCart.addToCurrentCart({
        lineItems: [
          {
            catalogReference: { appId: STORES_APP_ID, catalogItemId: product._id, options: { options } },
            quantity: 1,
          },
        ],
      });
      changed(updated);
    });
  const setQuantity = (lineItemId: string, quantity: number) =>
    withClient(async (client) => {
      const { cart: updated } = await client.currentCart.updateCurrentCartLineItemQuantity([
        { _id: lineItemId, quantity },
      ]);
      changed(updated);
    });
  /** Checkout on the platform's hosted page; a site that cannot take payments gets the premium modal. */
  const checkout = () =>
    withClient(async (client) => {
      setMessage(null);
      try {
        const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
        const { redirectSession } = await client.redirects.createRedirectSession({
          ecomCheckout: { checkoutId },
          callbacks: { postFlowUrl: window.location.href },
        });
        window.location.assign(redirectSession.fullUrl);
      } catch (error) {
        if ((error as BazaarError).code !== 'SITE_MUST_ACCEPT_PAYMENTS') throw error;
        openPremiumModal({
          primaryAction: () => window.open(`${API_BASE_URL}/docs#/Sites`, '_blank', 'noopener'),
        });
      }
    });
  const clear = () =>
    withClient(async (client) => {
      await client.currentCart.deleteCurrentCart();
      changed(null);
    });

  if (products.length === 0) {
    return (
      <div className={emptyState.empty}>
        <p className={emptyState.emptyTitle}>No products available</p>
        <p>
          Add a product to the catalogue in the platform to see it here.{' '}
          <a href={`${API_BASE_URL}/docs#/Stores`} target="_blank" rel="noreferrer">
            Open the platform API
          </a>
        </p>
      </div>
    );
  }

  const lines = cart?.lineItems ?? [];
  return (
    <div className={styles.layout}>
      <ul className={styles.grid} aria-label="Products">
        {products.map((product) => {
          const image = product.media.mainMedia?.image;
          return (
            <li key={product._id} data-testid="product.container" className={styles.product}>
              <Link href={`/store/${product.slug}`} className={styles.productLink}>
                <span className={styles.imageFrame}>
                  {image ? (
                    <Image
                      src={image.url}
                      alt={image.altText ?? product.name}
                      width={400}
                      height={400}
                      sizes="(max-width: 700px) 50vw, 240px"
                      unoptimized={image.url.endsWith('.svg')}
                    />
                  ) : null}
                  {product.ribbon ? <span className={styles.ribbon}>{product.ribbon}</span> : null}
                </span>
                <span className={styles.productName}>{product.name}</span>
                <span className={styles.price}>
                  {product.convertedPriceData.formatted.discountedPrice}
                  {product.convertedPriceData.discountedPrice < product.convertedPriceData.price ? (
                    <s className={styles.fullPrice}>{product.convertedPriceData.formatted.price}</s>
                  ) : null}
                </span>
              </Link>
              {/* A product without options goes straight in; one with options is chosen on its page. */}
              {product.productOptions.length === 0 ? (
                <button type="button" className={styles.addButton} onClick={() => add(product)}>
                  Add to cart
                  <span className="visually-hidden">
                    : {product.name}, {product.convertedPriceData.formatted.discountedPrice}
                  </span>
                </button>
              ) : (
                <Link
                  href={`/store/${product.slug}`}
                  className={styles.addButton}
                  tabIndex={-1}
                  aria-hidden="true"
                >
                  Choose options
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <aside id="cart" className={styles.cart} aria-label="Cart" data-testid="cart.panel">
        <p className="visually-hidden" aria-live="polite" data-testid="cart.announcement">
          {announcement}
        </p>
        <h2 className={styles.cartTitle}>Your cart</h2>
        {message ? (
          <p className={styles.error} role="alert">
            {message}
          </p>
        ) : null}
        {lines.length === 0 ? (
          <p className={styles.cartEmpty}>Your cart is empty. Click a product to add it.</p>
        ) : (
          <>
            <ul className={styles.lines}>
              {lines.map((line) => (
                <li key={line._id} className={styles.line} data-testid="cart.line">
                  <div>
                    <p className={styles.lineName}>{line.productName.original}</p>
                    <p className={styles.lineOptions}>
                      {line.descriptionLines
                        .map((description) => description.plainText?.original)
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  <div className={styles.quantity}>
                    <button
                      type="button"
                      onClick={() => setQuantity(line._id, line.quantity - 1)}
                      aria-label={`One less ${line.productName.original}`}
                    >
                      −
                    </button>
                    <span data-testid="cart.line.quantity" title="Quantity">
                      {line.quantity}
                    </span>
                    <button
                      type="button"
                      onClick={() => setQuantity(line._id, line.quantity + 1)}
                      aria-label={`One more ${line.productName.original}`}
                    >
                      +
                    </button>
                  </div>
                  <p className={styles.linePrice}>{line.lineItemPrice.formattedAmount}</p>
                </li>
              ))}
            </ul>
            <p className={styles.subtotal}>
              <span>Subtotal</span>
              <strong data-testid="cart.subtotal">{cart?.subtotal.formattedAmount}</strong>
            </p>
            <div className={styles.cartActions}>
              <button
                type="button"
                className={buttons.primary}
                onClick={checkout}
                data-testid="product.checkout.cta"
              >
                Checkout
              </button>
              <button type="button" className={buttons.secondary} onClick={clear}>
                Clear cart
              </button>
            </div>
          </>
        )}
      </aside>
    </div>
  );
}
