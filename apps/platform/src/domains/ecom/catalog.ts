import type { AuthenticatedIdentity } from '../../kernel/auth.js';
import type { Queryable, Transaction } from '../../kernel/db/database.js';

/** What a cart line is, as the spec names it; the line's app decides. */
const ITEM_TYPES = ['PHYSICAL', 'DIGITAL', 'SERVICE', 'GIFT_CARD'] as const;
type ItemType = (typeof ITEM_TYPES)[number];

/** What a cart line names in its app's catalogue: its `catalogReference` without the app. */
export interface CatalogSelection {
  catalogItemId: string;
  variantId?: string;
  /** Option name → choice, for an item chosen by its options rather than a variant id. */
  options?: Record<string, string>;
}

/** A line's item as its app describes it now: what it is, what it costs, whether it can be sold. */
export interface CatalogItem {
  catalogItemId: string;
  /** The app's id for the exact variant (or slot, or ticket type); '' when there is none. */
  variantId: string;
  name: string;
  itemType: ItemType;
  /** Goods that travel: the checkout asks for an address and offers delivery for these only. */
  shippable: boolean;
  priceMinor: number;
  fullPriceMinor: number;
  /** Option name → choice description, shown under the line's name. */
  choices: Record<string, string>;
  /** The item's page on the storefront, e.g. `/product-page/blue-mug`. */
  relativePath: string;
  image?: { id: string; url: string; width: number; height: number; altText?: string };
  weight?: number;
  sku?: string;
  /** Undefined when the app does not count what is left. */
  quantityAvailable?: number;
  inStock: boolean;
  /**
   * What to tell a buyer who asks for more than is left, in the app's words ("This time is no
   * longer available"); ecom's own sentence counts what is left in stock.
   */
  shortage?: string;
  /** A service's session: when it takes place (the line's `serviceProperties`). */
  scheduledDate?: string;
}

export interface ReservedLine {
  /** The cart line's id: with the checkout's, it names the line once, so a retried order reserves once. */
  lineId: string;
  catalogItemId: string;
  variantId: string;
  quantity: number;
}

/**
 * The order being placed, for an app that makes its own record of a line (a booking needs its
 * booker): who pays, as the checkout knows them, and which checkout it is.
 */
export interface PlacedOrder {
  checkoutId: string;
  identity: AuthenticatedIdentity;
  buyer: { email: string; firstName?: string; lastName?: string; phone?: string };
}

/**
 * An app that sells through the cart and checkout (stores and bookings). ecom owns carts,
 * checkouts and orders; what a line *is* belongs to the app named by its
 * `catalogReference.appId`.
 */
export interface CatalogProvider {
  appId: string;
  /**
   * The items `selections` name, in order; `undefined` for one that does not exist or cannot be
   * sold. On `on` when the caller is inside a transaction.
   */
  resolve(
    siteId: string,
    selections: readonly CatalogSelection[],
    on?: Queryable,
  ): Promise<(CatalogItem | undefined)[]>;
  /**
   * Takes `lines` out of what can still be sold, inside the order's transaction, by an atomic
   * conditional update or a row lock; throws a wire error (INSUFFICIENT_INVENTORY) when one falls
   * short. A failed payment rolls the transaction back, which releases what was reserved.
   * Everything it reads, it reads through `tx`: a second connection while the order's is held
   * could wait forever for a pool that every concurrent order holds.
   */
  reserve(
    tx: Transaction,
    siteId: string,
    currency: string,
    lines: readonly ReservedLine[],
    order: PlacedOrder,
  ): Promise<void>;
  /**
   * Puts `lines` back into what can be sold (an order canceled or refunded with restocking),
   * inside the caller's transaction. Absent for an app whose items hold no stock.
   */
  restock?(tx: Transaction, siteId: string, currency: string, lines: readonly ReservedLine[]): Promise<void>;
}

/** The providers the platform knows, by app id: ecom reaches every app's items only through here. */
export class CatalogProviders {
  private readonly providers = new Map<string, CatalogProvider>();

  register(provider: CatalogProvider): void {
    if (this.providers.has(provider.appId))
      throw new Error(`A catalog provider for app ${provider.appId} is registered twice`);
    this.providers.set(provider.appId, provider);
  }

  has(appId: string): boolean {
    return this.providers.has(appId);
  }

  provider(appId: string): CatalogProvider | undefined {
    return this.providers.get(appId);
  }

  /** Each line's item, in order, with one call per app; lines of unknown apps resolve to undefined. */
  async resolve(
    siteId: string,
    lines: readonly (CatalogSelection & { appId: string })[],
    on?: Queryable,
  ): Promise<(CatalogItem | undefined)[]> {
    const items: (CatalogItem | undefined)[] = new Array(lines.length).fill(undefined);
    for (const [appId, group] of groupByApp(lines)) {
      const provider = this.providers.get(appId);
      if (!provider) continue;
      const resolved = await provider.resolve(
        siteId,
        group.map(({ item }) => item),
        on,
      );
      group.forEach(({ index }, position) => {
        items[index] = resolved[position];
      });
    }
    return items;
  }

  /**
   * Reserves every line with its app, apps in id order: two orders that span the same apps take
   * their locks in the same order and never wait on each other in a cycle.
   */
  async reserve(
    tx: Transaction,
    siteId: string,
    currency: string,
    lines: readonly (ReservedLine & { appId: string })[],
    order: PlacedOrder,
  ): Promise<void> {
    const groups = [...groupByApp(lines)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [appId, group] of groups) {
      const provider = this.providers.get(appId);
      if (!provider) throw new Error(`No catalog provider for app ${appId}`);
      await provider.reserve(
        tx,
        siteId,
        currency,
        group.map(({ item }) => item),
        order,
      );
    }
  }
}

/** Puts lines back in stock with their apps, apps in id order (as `reserve` takes them). */
export async function restockLines(
  providers: CatalogProviders,
  tx: Transaction,
  siteId: string,
  currency: string,
  lines: readonly (ReservedLine & { appId: string })[],
): Promise<void> {
  const groups = [...groupByApp(lines)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [appId, group] of groups)
    await providers.provider(appId)?.restock?.(
      tx,
      siteId,
      currency,
      group.map(({ item }) => item),
    );
}

function groupByApp<T extends { appId: string }>(
  lines: readonly T[],
): Map<string, { index: number; item: T }[]> {
  const groups = new Map<string, { index: number; item: T }[]>();
  lines.forEach((item, index) => {
    groups.set(item.appId, [...(groups.get(item.appId) ?? []), { index, item }]);
  });
  return groups;
}
