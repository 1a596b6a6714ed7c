import type {
  AddToCartRequest,
  Cart,
  UpdateCartRequest,
  UpdateLineItemsQuantityRequest,
} from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../kernel/auth.js';
import type { Database } from '../../kernel/db/database.js';
import { ApplicationError, ValidationError } from '../../kernel/errors.js';
import { recordEvent } from '../../kernel/events.js';
import { newId } from '../../kernel/ids.js';
import type { Minor } from '../../kernel/money.js';
import { ownerOf } from '../../kernel/owner.js';
import { adoptVisitorCart, adoptVisitorCartIfAny } from './cart-adoption.js';
import { createLineResolver } from './cart-lines.js';
import {
  type CartPricingDependencies,
  type CartTotals,
  createCartPricing,
  type PricingOptions,
} from './cart-pricing.js';
import type { CartRecord } from './cart-record.js';
import type { CatalogProviders } from './catalog.js';
import { checkCoupon } from './coupons.js';
import { CART_FQDN } from './events.js';
import * as repo from './repo.js';

export type { CartTotals, PricingOptions } from './cart-pricing.js';

const cartNotFound = () =>
  new ApplicationError({
    status: 404,
    code: 'OWNED_CART_NOT_FOUND',
    description: 'This visitor has no current cart',
  });

/** What the carts read: the site, the lines' apps, coupons and delivery rules, and the time. */
export interface EcomDependencies extends Omit<CartPricingDependencies, 'catalog'> {
  db: Database;
  catalog: Pick<CatalogProviders, 'resolve' | 'has'>;
}

export function createEcomService(deps: EcomDependencies) {
  const { db, sites, catalog, coupons, clock } = deps;
  const { totals, wireCart } = createCartPricing(deps);

  const present = async (cart: CartRecord): Promise<Cart> => (await totals(cart)).cart;

  /**
   * Runs `change` on the locked cart (created first when `create`), saves it and records the
   * event. A change that may raise the cart's amount (`mayRaise`) is priced in the transaction
   * first, and refused before anything is written when it passes the platform's amount limit.
   */
  async function changeCart(
    identity: AuthenticatedIdentity,
    options: { create: boolean; mayRaise: boolean },
    change: (cart: CartRecord) => void,
  ): Promise<Cart> {
    const owner = ownerOf(identity);
    const { currency } = (await sites.getSite(owner.siteId)).settings;
    return db.transaction(async (tx) => {
      await adoptVisitorCart(tx, clock, identity);
      const now = clock.now().toISOString();
      if (options.create) {
        await repo.insertCartIfMissing(tx, owner.key, {
          id: newId(),
          siteId: owner.siteId,
          buyer: owner.buyer,
          lineItems: [],
          createdDate: now,
          updatedDate: now,
          revision: 0,
        });
      }
      const current = await repo.lockCart(tx, owner.siteId, owner.key);
      if (!current) throw cartNotFound();
      const next: CartRecord = { ...current, lineItems: current.lineItems.map((line) => ({ ...line })) };
      change(next);
      next.revision = current.revision + 1;
      next.updatedDate = now;
      // The cart as its event and the caller see it, priced in this transaction; a change that
      // may raise its amount is refused here, before anything is written, past the amount limit.
      const { cart } = await wireCart(next, currency, tx, { checkAmountLimit: options.mayRaise });
      await repo.saveCart(tx, owner.key, next);
      await recordEvent(tx, {
        siteId: owner.siteId,
        entityFqdn: CART_FQDN,
        action: current.revision === 0 ? 'created' : 'updated',
        entityId: next.id,
        entity: cart,
        eventTime: now,
      });
      return cart;
    });
  }

  async function currentRecord(identity: AuthenticatedIdentity): Promise<CartRecord> {
    await adoptVisitorCartIfAny(db, clock, identity);
    const owner = ownerOf(identity);
    const cart = await repo.findCart(db, owner.siteId, owner.key);
    if (!cart) throw cartNotFound();
    return cart;
  }

  const { resolveLines, cartLineOf } = createLineResolver(catalog);

  const ecom = {
    async getCurrentCart(identity: AuthenticatedIdentity): Promise<Cart> {
      return present(await currentRecord(identity));
    },

    /** Subtotal, coupon discount, shipping, tax and total of the current cart. */
    async estimateCurrentCartTotals(
      identity: AuthenticatedIdentity,
      options: Omit<PricingOptions, 'destination'> = {},
    ): Promise<CartTotals> {
      return totals(await currentRecord(identity), options);
    },

    /** Any lines (a cart's, or a checkout's frozen ones) priced now, with shipping and tax. */
    priceCart: totals,

    /**
     * Lines priced as a cart of their own that is never stored (a "Buy now" checkout): each line
     * as asked, the coupon checked against them. The caller's cart is not read or changed.
     */
    async priceLines(
      identity: AuthenticatedIdentity,
      lineItems: AddToCartRequest['lineItems'],
      couponCode?: string,
    ): Promise<CartTotals> {
      const owner = ownerOf(identity);
      const resolved = await resolveLines(owner.siteId, lineItems);
      const now = clock.now().toISOString();
      const lines = resolved.map(cartLineOf);
      const record: CartRecord = {
        id: newId(),
        siteId: owner.siteId,
        buyer: owner.buyer,
        lineItems: lines,
        createdDate: now,
        updatedDate: now,
        revision: 0,
      };
      if (couponCode) {
        await ecom.assertCouponApplies(owner.siteId, couponCode, (await totals(record)).subtotalMinor);
        record.couponCode = couponCode.trim().toUpperCase();
      }
      return totals(record);
    },

    /** Refuses a coupon code that does not exist or does not apply to lines of this subtotal. */
    async assertCouponApplies(siteId: string, code: string, subtotalMinor: Minor): Promise<void> {
      const coupon = await coupons.findByCode(siteId, code);
      if (!coupon) {
        throw new ApplicationError({
          status: 400,
          code: 'COUPON_DOES_NOT_EXIST',
          description: `There is no coupon ${code}`,
        });
      }
      const { currency } = (await sites.getSite(siteId)).settings;
      const check = checkCoupon(coupon, subtotalMinor, currency, clock.now());
      if (!check.applies)
        throw new ApplicationError({ status: 400, code: 'COUPON_NOT_APPLICABLE', description: check.reason });
    },

    /** Applies a coupon code (checked against the cart now) and the buyer's note. */
    async updateCurrentCart(identity: AuthenticatedIdentity, request: UpdateCartRequest): Promise<Cart> {
      const current = await currentRecord(identity);
      if (request.couponCode)
        await ecom.assertCouponApplies(
          current.siteId,
          request.couponCode,
          (await totals(current)).subtotalMinor,
        );
      return changeCart(identity, { create: false, mayRaise: false }, (cart) => {
        if (request.couponCode) cart.couponCode = request.couponCode.trim().toUpperCase();
        if (request.cartInfo?.buyerNote !== undefined) cart.buyerNote = request.cartInfo.buyerNote;
      });
    },

    async removeCoupon(identity: AuthenticatedIdentity): Promise<Cart> {
      return changeCart(identity, { create: false, mayRaise: false }, (cart) => {
        delete cart.couponCode;
      });
    },

    /** Adds lines; the same product and variant again raises the quantity of the existing line. */
    async addToCurrentCart(identity: AuthenticatedIdentity, request: AddToCartRequest): Promise<Cart> {
      const resolved = await resolveLines(ownerOf(identity).siteId, request.lineItems);
      return changeCart(identity, { create: true, mayRaise: true }, (cart) => {
        for (const { item, quantity, appId } of resolved) {
          const existing = cart.lineItems.find(
            (line) =>
              line.appId === appId &&
              line.productId === item.catalogItemId &&
              line.variantId === item.variantId,
          );
          const total = (existing?.quantity ?? 0) + quantity;
          if (!item.inStock || (item.quantityAvailable !== undefined && item.quantityAvailable < total)) {
            throw new ApplicationError({
              status: 409,
              code: 'INSUFFICIENT_INVENTORY',
              description:
                item.shortage ?? `Only ${item.quantityAvailable ?? 0} of ${item.name} left in stock`,
              data: { catalogItemId: item.catalogItemId, quantityAvailable: item.quantityAvailable ?? 0 },
            });
          }
          if (existing) existing.quantity = total;
          else cart.lineItems.push(cartLineOf({ item, quantity, appId }));
        }
      });
    },

    /** New quantities; 0 removes the line. Unknown line ids are refused and nothing changes. */
    async updateLineItemsQuantity(
      identity: AuthenticatedIdentity,
      request: UpdateLineItemsQuantityRequest,
    ): Promise<Cart> {
      return changeCart(identity, { create: false, mayRaise: true }, (cart) => {
        request.lineItems.forEach((update, index) => {
          const line = cart.lineItems.find((candidate) => candidate.id === update.id);
          if (!line)
            throw ValidationError.field(
              `lineItems[${index}].id`,
              'is not a line item of this cart',
              'VALIDATION',
            );
          line.quantity = update.quantity;
        });
        cart.lineItems = cart.lineItems.filter((line) => line.quantity > 0);
      });
    },

    async removeLineItems(identity: AuthenticatedIdentity, lineItemIds: string[]): Promise<Cart> {
      return changeCart(identity, { create: false, mayRaise: false }, (cart) => {
        lineItemIds.forEach((id, index) => {
          if (!cart.lineItems.some((line) => line.id === id)) {
            throw ValidationError.field(
              `lineItemIds[${index}]`,
              'is not a line item of this cart',
              'VALIDATION',
            );
          }
        });
        cart.lineItems = cart.lineItems.filter((line) => !lineItemIds.includes(line.id));
      });
    },

    async deleteCurrentCart(identity: AuthenticatedIdentity): Promise<void> {
      const owner = ownerOf(identity);
      const { currency } = (await sites.getSite(owner.siteId)).settings;
      await db.transaction(async (tx) => {
        await adoptVisitorCart(tx, clock, identity);
        const cart = await repo.lockCart(tx, owner.siteId, owner.key);
        if (!cart || !(await repo.deleteCart(tx, owner.siteId, owner.key))) throw cartNotFound();
        await recordEvent(tx, {
          siteId: owner.siteId,
          entityFqdn: CART_FQDN,
          action: 'deleted',
          entityId: cart.id,
          entity: (await wireCart(cart, currency, tx)).cart,
          eventTime: clock.now().toISOString(),
        });
      });
    },
  };
  return ecom;
}

export type EcomService = ReturnType<typeof createEcomService>;
