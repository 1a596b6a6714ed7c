import Link from 'next/link';
import { apiReferenceUrl } from '../../constants';
import { cardImage } from '../../lib/card-image';
import type { ProductDetail } from '../../lib/views/store';
import emptyState from '../apps/app-page.module.css';
import { QuickAdd } from './quick-add';
import styles from './store.module.css';

/** A product's picture, in the sizes a card needs (see cardImage): a plain <img>, no image runtime. */
function ProductImage({
  image,
  name,
  firstRow,
}: {
  image: { url: string; altText?: string };
  name: string;
  /** Seen without scrolling: fetched at once, not when scrolled to. */
  firstRow: boolean;
}) {
  return (
    // biome-ignore lint/performance/noImgElement: cardImage gives it the optimiser's srcset.
    <img
      {...cardImage(image.url)}
      alt={image.altText ?? name}
      width={400}
      height={400}
      loading={firstRow ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

/**
 * The store's catalogue, rendered on the server: each product links to its page; one without
 * options has an Add to cart button (the only part that runs in the browser).
 */
export function ProductGrid({
  products,
  filtered,
}: {
  products: ProductDetail[];
  /** The buyer narrowed the catalogue (a search, a collection): an empty list says so. */
  filtered: boolean;
}) {
  if (products.length === 0) {
    return filtered ? (
      <div className={emptyState.empty} data-testid="store.no-match">
        <p className={emptyState.emptyTitle}>No products match</p>
        <p>
          Try another search or collection, or <Link href="/store">see every product</Link>.
        </p>
      </div>
    ) : (
      <div className={emptyState.empty}>
        <p className={emptyState.emptyTitle}>No products available</p>
        <p>
          Add a product to the catalogue in the platform to see it here.{' '}
          <a href={apiReferenceUrl('Stores')} target="_blank" rel="noreferrer">
            Open the platform API
          </a>
        </p>
      </div>
    );
  }
  return (
    <ul className={styles.grid} aria-label="Products">
      {products.map((product, index) => {
        const image = product.media.mainMedia?.image;
        const price = product.convertedPriceData;
        return (
          <li key={product._id} className={styles.product}>
            <Link
              href={`/store/${product.slug}`}
              className={styles.productLink}
              data-testid="product.container"
            >
              <span className={styles.imageFrame}>
                {image ? <ProductImage image={image} name={product.name} firstRow={index < 4} /> : null}
                {product.ribbon ? <span className={styles.ribbon}>{product.ribbon}</span> : null}
              </span>
              <span className={styles.productName}>{product.name}</span>
              <span className={styles.price}>
                {price.formatted.discountedPrice}
                {price.discountedPrice < price.price ? (
                  <s className={styles.fullPrice}>{price.formatted.price}</s>
                ) : null}
              </span>
            </Link>
            {/* A product without options goes straight in; one with options is chosen on its page. */}
            {product.productOptions.length === 0 ? (
              <QuickAdd
                productId={product._id}
                label={`${product.name}, ${price.formatted.discountedPrice}`}
              />
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
  );
}
