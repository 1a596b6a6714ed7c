import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CatalogueFilters } from '../../components/store/catalogue-filters';
import { StorePage } from '../../components/store/store-page';
import { StoreView } from '../../components/store/store-view';
import { installedApps } from '../../lib/platform/installed-apps';
import { isCatalogueSort, paidOrder, storeFront } from '../../lib/platform/store';
import { visitorClient } from '../../lib/platform/visitor';

export const metadata: Metadata = { title: 'Store' };

/** Per visitor (their cart), so rendered for each request. */
export const dynamic = 'force-dynamic';

/**
 * The store, rendered on the server: the first paint already shows the products and the
 * visitor's cart; the catalogue and the cart stay interactive in the browser.
 */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ orderId?: string; collection?: string; sort?: string }>;
}) {
  if (!(await installedApps()).includes(1)) redirect('/404?app=Store');
  const client = await visitorClient();
  const { orderId, collection, sort } = await searchParams;
  const view = { collection, sort: isCatalogueSort(sort) ? sort : undefined };
  const [{ collections, products, cart }, order] = await Promise.all([
    storeFront(client, view),
    paidOrder(client, orderId),
  ]);
  return (
    <StorePage order={order}>
      <CatalogueFilters collections={collections} view={view} />
      <StoreView initialProducts={products} initialCart={cart} />
    </StorePage>
  );
}
