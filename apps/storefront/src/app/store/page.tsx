import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { StorePage } from '../../components/store/store-page';
import { StoreView } from '../../components/store/store-view';
import { installedApps } from '../../lib/platform/installed-apps';
import { paidOrder, storeFront } from '../../lib/platform/store';
import { visitorClient } from '../../lib/platform/visitor';

export const metadata: Metadata = { title: 'Store' };

/** Per visitor (their cart), so rendered for each request. */
export const dynamic = 'force-dynamic';

/**
 * The store, rendered on the server: the first paint already shows the products and the
 * visitor's cart; the catalogue and the cart stay interactive in the browser.
 */
export default async function Page({ searchParams }: { searchParams: Promise<{ orderId?: string }> }) {
  if (!(await installedApps()).includes(1)) redirect('/404?app=Store');
  const client = await visitorClient();
  const [{ products, cart }, order] = await Promise.all([
    storeFront(client),
    paidOrder(client, (await searchParams).orderId),
  ]);
  return (
    <StorePage order={order}>
      <StoreView initialProducts={products} initialCart={cart} />
    </StorePage>
  );
}
