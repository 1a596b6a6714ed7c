import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CartKnown } from '../../components/cart/cart-known';
import { CatalogueFilters } from '../../components/store/catalogue-filters';
import { ProductGrid } from '../../components/store/product-grid';
import { StorePage } from '../../components/store/store-page';
import { installedApps } from '../../lib/platform/installed-apps';
import { isCatalogueSort, paidOrder, searchOf, storeFront } from '../../lib/platform/store';
import { visitorClient } from '../../lib/platform/visitor';

export const metadata: Metadata = { title: 'Store' };

/** Per visitor (their cart), so rendered for each request. */
export const dynamic = 'force-dynamic';

/**
 * The store, rendered on the server: the first paint already shows the products, and the header's
 * badge the visitor's cart; adding opens the cart drawer in the browser.
 */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ orderId?: string; collection?: string; sort?: string; q?: string }>;
}) {
  if (!(await installedApps()).includes(1)) redirect('/404?app=Store');
  const client = await visitorClient();
  const { orderId, collection, sort, q } = await searchParams;
  const view = { collection, sort: isCatalogueSort(sort) ? sort : undefined, search: searchOf(q) };
  const [{ collections, products, cart }, order] = await Promise.all([
    storeFront(client, view),
    paidOrder(client, orderId),
  ]);
  return (
    <StorePage order={order}>
      <CatalogueFilters collections={collections} view={view} />
      <CartKnown cart={cart} />
      <ProductGrid products={products} filtered={Boolean(view.search || view.collection)} />
    </StorePage>
  );
}
