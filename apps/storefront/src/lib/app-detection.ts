import type { Client } from '@bazaar/sdk';
import { type AppId, STORE_APP_ID } from '../constants';

type AnyClient = Pick<Client<Record<never, never>, never>, 'fetchWithAuth'>;

/** A JSON answer of a call, or undefined when the call failed in any way. */
async function call(
  client: AnyClient,
  path: string,
  init: RequestInit = {},
): Promise<Record<string, unknown> | undefined> {
  const response = await client.fetchWithAuth(path, {
    ...init,
    headers: init.body ? { 'content-type': 'application/json' } : {},
  });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

const post = (client: AnyClient, path: string, body: unknown) =>
  call(client, path, { method: 'POST', body: JSON.stringify(body) });
const firstQuery = { query: { filter: {}, paging: { offset: 0, limit: 50 } } };
const hasItems = (answer: Record<string, unknown> | undefined, key: string) => Array.isArray(answer?.[key]);

interface ProductProbe {
  _id?: string;
  id?: string;
  productOptions?: { name: string; choices: { description: string }[] }[];
}

/**
 * The store probe (spec §7): query products, put the first one (with its first option choices)
 * in the current cart, read the cart back, and delete it again.
 */
async function storeInstalled(client: AnyClient): Promise<boolean> {
  const r = btoa(JSON.stringify(firstQuery)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const products = await call(client, `/stores-reader/v1/products/query-platformized?.r=${r}`);
  const product = (products?.products as ProductProbe[] | undefined)?.[0];
  if (!product) return false;
  const options = Object.fromEntries(
    (product.productOptions ?? []).map((option) => [option.name, option.choices[0]?.description ?? '']),
  );
  await post(client, '/ecom/v1/carts/current/add-to-cart', {
    lineItems: [
      {
        catalogReference: {
          appId: STORE_APP_ID,
          catalogItemId: product.id ?? product._id,
          options: { options },
        },
        quantity: 1,
      },
    ],
  });
  const cart = await call(client, '/ecom/v1/carts/current');
  const lineItems = (cart?.cart as { lineItems?: unknown[] } | undefined)?.lineItems ?? [];
  await call(client, '/ecom/v1/carts/current', { method: 'DELETE' });
  return lineItems.length > 0;
}

/** One probe per app; any error means "not installed" (spec §7). */
const probes: Record<AppId, (client: AnyClient) => Promise<boolean>> = {
  0: async (client) =>
    hasItems(await post(client, '/_api/bookings/v2/services/query', firstQuery), 'services'),
  1: storeInstalled,
  2: async (client) =>
    hasItems(
      await post(client, '/events/v3/events/query', {
        query: { filter: {}, paging: { limit: 10, offset: 0 } },
      }),
      'events',
    ),
  3: async (client) =>
    hasItems(await post(client, '/pricing-plans/v2/plans/public/query', firstQuery), 'plans'),
};

/** The numbers of the installed apps, probed in parallel. */
export async function detectInstalledApps(client: AnyClient): Promise<number[]> {
  const results = await Promise.all(
    Object.entries(probes).map(async ([id, probe]) =>
      (await probe(client).catch(() => false)) ? Number(id) : undefined,
    ),
  );
  return results.filter((id): id is number => id !== undefined);
}
