import { STORES_APP_ID } from '@bazaar/sdk/ecom';
import type { AppId } from '../../constants';
import type { StorefrontClient } from './client';

/** A JSON answer of a call the SDK has no module for yet; any status but 200 is a failure. */
async function call(client: StorefrontClient, path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await client.fetchWithAuth(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

const firstQuery = { query: { filter: {}, paging: { offset: 0, limit: 50 } } };
const hasList = (answer: Record<string, unknown>, key: string) => Array.isArray(answer[key]);

/**
 * The store probe (spec §7): query products, put the first one (with the first choice of each
 * option) in the current cart, read the cart back, and delete it again.
 */
async function storeInstalled(client: StorefrontClient): Promise<boolean> {
  const { items } = await client.products.queryProducts().find();
  const product = items[0];
  if (!product) return false;
  const options = Object.fromEntries(
    product.productOptions.map((option) => [option.name, option.choices[0]?.description ?? '']),
  );
  await client.currentCart.addToCurrentCart({
    lineItems: [
      {
        catalogReference: { appId: STORES_APP_ID, catalogItemId: product._id, options: { options } },
        quantity: 1,
      },
    ],
  });
  const cart = await client.currentCart.getCurrentCart();
  await client.currentCart.deleteCurrentCart();
  return cart.lineItems.length > 0;
}

/** One probe per app; any error means "not installed" (spec §7). */
const probes: Record<AppId, (client: StorefrontClient) => Promise<boolean>> = {
  0: async (client) =>
    hasList(await call(client, '/_api/bookings/v2/services/query', firstQuery), 'services'),
  1: storeInstalled,
  2: async (client) => Array.isArray((await client.wixEventsV2.queryEvents().limit(10).find()).items),
  3: async (client) =>
    hasList(await call(client, '/pricing-plans/v2/plans/public/query', firstQuery), 'plans'),
};

/**
 * The numbers of the installed apps, probed in parallel with `client`: the storefront's server
 * passes a throwaway visitor's client (`lib/platform/installed-apps.ts`), never a visitor's own.
 */
export async function detectInstalledApps(client: StorefrontClient): Promise<number[]> {
  const results = await Promise.all(
    Object.entries(probes).map(async ([id, probe]) =>
      (await probe(client).catch(() => false)) ? Number(id) : undefined,
    ),
  );
  return results.filter((id): id is number => id !== undefined);
}
