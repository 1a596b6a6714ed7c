import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../navigation';
import { siteClient } from '../platform';

/** At or below this many left, a counted variant is low on stock. */
const LOW_STOCK = 5;

/** The counted variants running out, by product name: what to reorder. */
export function LowStock({ siteId }: { siteId: string }) {
  const low = useQuery({
    queryKey: ['products', siteId, 'low-stock'],
    queryFn: () =>
      siteClient(siteId).products.queryStoreVariants({
        filter: { 'stock.trackQuantity': true, 'stock.quantity': { $lte: LOW_STOCK } },
        paging: { limit: 5 },
      }),
  });
  const products = `/dashboard/sites/${encodeURIComponent(siteId)}/products`;
  return (
    <section aria-labelledby="low-stock-heading" className="panel">
      <h2 id="low-stock-heading">Low on stock</h2>
      {low.isError ? (
        <p role="alert" className="error">
          The stock could not be loaded. Please reload the page.
        </p>
      ) : null}
      {low.data?.variants.length === 0 ? (
        <p className="muted">Nothing counted is down to {LOW_STOCK} or fewer.</p>
      ) : null}
      <ul className="item-list">
        {low.data?.variants.map((variant) => (
          <li key={variant._id}>
            <span>
              <AppLink to={`${products}/${encodeURIComponent(variant.productId)}`}>
                {variant.productName}
              </AppLink>
              {variant.variantName ? ` · ${variant.variantName}` : ''}
            </span>
            <span className={variant.stock.quantity === 0 ? 'badge sold-out' : 'badge'}>
              {variant.stock.quantity === 0 ? 'Sold out' : `${variant.stock.quantity} left`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
