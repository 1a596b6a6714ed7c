'use client';

import Image from 'next/image';
import { useState } from 'react';
import {
  type Chosen,
  chosenVariant,
  firstAvailableChoices,
  isChoiceAvailable,
  maxQuantity,
} from '../../lib/product-choices';
import type { ProductDetail } from '../../lib/views/store';
import { addProductToCart, buyNow as startBuyNow } from '../cart/actions';
import { useCart } from '../cart/cart-provider';
import { useHostedCheckout } from '../cart/hosted-checkout';
import { useLoading } from '../providers/loading-provider';
import buttons from '../shell/buttons.module.css';
import styles from './product.module.css';

/** What a buyer reads after adding: the sentence, never a raw platform message. */
const ADD_FAILED = 'That could not be added to your cart. Please try again.';
const BUY_FAILED = 'The checkout could not be opened just now. Please try again.';

/**
 * A product's page: its pictures, description, a picker per option (choices nobody can buy are
 * disabled), the chosen variant's price and stock, a quantity and Add to cart.
 */
export function ProductView({ product }: { product: ProductDetail }) {
  const { wrap } = useLoading();
  const { changed, open } = useCart();
  const toHostedCheckout = useHostedCheckout();
  const [chosen, setChosen] = useState<Chosen>(() => firstAvailableChoices(product));
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const variant = chosenVariant(product, chosen);
  const price = variant?.variant.convertedPriceData ?? product.convertedPriceData;
  const limit = maxQuantity(variant);
  const buyable = variant !== undefined && variant.stock.inStock && variant.variant.visible && limit > 0;
  // A colour choice with its own picture shows it; else the product's main picture.
  const choiceImage = product.productOptions
    .flatMap((option) => option.choices.filter((choice) => chosen[option.name] === choice.description))
    .find((choice) => choice.media?.mainMedia?.image)?.media?.mainMedia?.image;
  const [picked, setPicked] = useState<string | null>(null);
  const gallery = product.media.items.filter((item) => item.image);
  const image =
    (picked ? gallery.find((item) => item._id === picked)?.image : undefined) ??
    choiceImage ??
    product.media.mainMedia?.image;

  const choose = (option: string, choice: string) => {
    setChosen((current) => ({ ...current, [option]: choice }));
    setPicked(null);
    setAdded(null);
  };

  /** The line the page has chosen: the product, its choices (the first available by default) and how many. */
  const line = {
    productId: product._id,
    ...(product.productOptions.length > 0 ? { options: chosen } : {}),
    quantity,
  };

  const add = () => {
    if (!buyable) return;
    setFailed(null);
    wrap(async () => {
      const answer = await addProductToCart(line);
      if (!answer.ok) throw new Error(answer.problem);
      changed(answer.cart, { open: true });
      setAdded(`${quantity} × ${product.name} added to your cart.`);
    }).catch(() => setFailed(ADD_FAILED));
  };

  /** Straight to the hosted checkout with this line alone; the cart stays as it is. */
  const buyNow = () => {
    if (!buyable) return;
    setFailed(null);
    wrap(() => toHostedCheckout(() => startBuyNow(line)))
      .then((problem) => (problem ? setFailed(BUY_FAILED) : undefined))
      .catch(() => setFailed(BUY_FAILED));
  };

  return (
    <article className={styles.product} data-testid="product.page">
      <div className={styles.gallery}>
        <div className={styles.mainImage}>
          {image ? (
            <Image
              src={image.url}
              alt={image.altText ?? product.name}
              width={640}
              height={640}
              priority
              sizes="(max-width: 800px) 100vw, 520px"
              unoptimized={image.url.endsWith('.svg')}
            />
          ) : null}
          {product.ribbon ? <span className={styles.ribbon}>{product.ribbon}</span> : null}
        </div>
        {gallery.length > 1 ? (
          <ul className={styles.thumbnails} aria-label="Pictures">
            {gallery.map((item, index) =>
              item.image ? (
                <li key={item._id}>
                  <button
                    type="button"
                    aria-label={`Show picture ${index + 1} of ${gallery.length}${item.image.altText ? `: ${item.image.altText}` : ''}`}
                    aria-pressed={item.image.url === image?.url}
                    onClick={() => setPicked(item._id)}
                  >
                    <Image
                      src={item.image.url}
                      alt=""
                      width={72}
                      height={72}
                      unoptimized={item.image.url.endsWith('.svg')}
                    />
                  </button>
                </li>
              ) : null,
            )}
          </ul>
        ) : null}
      </div>

      <div className={styles.details}>
        <p className={styles.price} data-testid="product.price">
          {price.formatted.discountedPrice}
          {price.discountedPrice < price.price ? (
            <s className={styles.fullPrice}>{price.formatted.price}</s>
          ) : null}
        </p>
        {product.description ? <p className={styles.description}>{product.description}</p> : null}

        {product.productOptions.map((option) => (
          <fieldset key={option.name} className={styles.option}>
            <legend>
              {option.name}: <strong>{chosen[option.name] ?? 'choose one'}</strong>
            </legend>
            <div className={styles.choices}>
              {option.choices.map((choice) => {
                const available = isChoiceAvailable(product, chosen, option.name, choice.description);
                const id = `${option.name}-${choice.description}`;
                return (
                  <label
                    key={choice.description}
                    htmlFor={id}
                    className={styles.choice}
                    data-unavailable={!available || undefined}
                  >
                    <input
                      id={id}
                      type="radio"
                      name={option.name}
                      value={choice.description}
                      checked={chosen[option.name] === choice.description}
                      disabled={!available}
                      onChange={() => choose(option.name, choice.description)}
                    />
                    {option.optionType === 'color' ? (
                      <span
                        className={styles.swatch}
                        style={{ background: choice.value }}
                        aria-hidden="true"
                      />
                    ) : null}
                    {choice.description}
                    {available ? null : <span className="visually-hidden"> (sold out)</span>}
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}

        <p className={styles.stock} data-testid="product.stock">
          {variant === undefined
            ? 'Choose an option of each kind.'
            : !buyable
              ? 'Sold out'
              : variant.stock.trackQuantity
                ? `${limit} in stock`
                : 'In stock'}
        </p>

        <div className={styles.buy}>
          <label className={styles.quantity}>
            Quantity
            <input
              type="number"
              min={1}
              max={Math.max(1, limit)}
              value={quantity}
              onChange={(event) =>
                setQuantity(Math.min(Math.max(1, Number(event.currentTarget.value) || 1), Math.max(1, limit)))
              }
            />
          </label>
          <button
            type="button"
            className={buttons.primary}
            disabled={!buyable}
            onClick={add}
            data-testid="product.add"
          >
            Add to cart
          </button>
          <button
            type="button"
            className={buttons.secondary}
            disabled={!buyable}
            onClick={buyNow}
            data-testid="product.checkout.cta"
          >
            Buy now
          </button>
        </div>
        {/* The cart drawer opens on add, and the cart's change is announced: this stays for later. */}
        <div>
          {added ? (
            <p className={styles.added} data-testid="product.added">
              {added}{' '}
              <button type="button" className={styles.viewCart} onClick={open}>
                View your cart
              </button>
            </p>
          ) : null}
          {failed ? (
            <p className={styles.failed} role="alert">
              {failed}
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
