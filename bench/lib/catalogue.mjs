// The catalogue the store endpoints read: the demo site's seeded products, topped up through the
// public API as the site owner would do it, so that a query page is made of real rows.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ownerCalls } from './owner-api.mjs';

const QUERY_PATH = '/stores-reader/v1/products/query-platformized';

/**
 * Brings the demo site to `size` visible products and returns the id of one that can be added to
 * a cart any number of times: no options (so no choice to name) and no tracked stock.
 */
export async function fillCatalogue(platformUrl, dataDir, size) {
  // Written once, before the platform listens, on the first start with a fresh DATA_DIR.
  const apiKey = (await readFile(join(dataDir, 'owner-api-key'), 'utf8')).trim();
  const call = ownerCalls(platformUrl, apiKey);

  // The owner sees the same visible products as a visitor unless it asks for the hidden ones.
  const { metadata } = await call('POST', QUERY_PATH, { query: { paging: { limit: 1 } } });
  const missing = size - metadata.total;
  // The cart needs a product made here, whose stock is known to be untracked.
  if (missing < 1) {
    throw new Error(`the demo site already has ${metadata.total} products; expected fewer than ${size}`);
  }
  let cartProductId;
  for (let index = 1; index <= missing; index++) {
    const number = String(index).padStart(2, '0');
    const { product } = await call('POST', '/stores/v1/products', {
      product: {
        name: `Bench Product ${number}`,
        description: `Product ${number} of the benchmark catalogue: plain, no options, always in stock.`,
        sku: `BENCH-${number}`,
        weight: 0.5,
        priceData: { price: `${10 + index}.50` },
        stock: { trackInventory: false, inStock: true },
      },
    });
    cartProductId ??= product.id;
  }

  const after = await call('POST', QUERY_PATH, { query: { paging: { limit: 1 } } });
  if (after.metadata.total !== size) {
    throw new Error(`the catalogue has ${after.metadata.total} visible products after filling, not ${size}`);
  }
  return { created: missing, cartProductId };
}
