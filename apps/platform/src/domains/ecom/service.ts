import type {
  AddToCartRequest,
  Cart,
  MultiCurrencyPrice,
  ShippingDestination,
  ShippingInfoSchema,
  UpdateCartRequest,
  UpdateLineItemsQuantityRequest,
} from '@bazaar/contracts';
import type { Static } from 'typebox';
import type { AuthenticatedIdentity } from '../../kernel/auth.js';
import type { Database, Queryable } from '../../kernel/db/database.js';
import { ApplicationError, ValidationError } from '../../kernel/errors.js';
import { recordEvent } from '../../kernel/events.js';
import { newId } from '../../kernel/ids.js';
import { assertAmountWithinLimit, type Minor, toMinor } from '../../kernel/money.js';
import { ownerOf } from '../../kernel/owner.js';
import type { SitesService } from '../sites/service.js';
import type { CartLine, CartRecord } from './cart-record.js';
import type { CatalogProviders } from './catalog.js';
import type { CommerceSettingsService } from './commerce-settings.js';
import { type CouponsService, checkCoupon } from './coupons.js';
import { money, presentCart } from './presenter.js';
import * as repo from './repo.js';
import { shippingPrice, taxOf } from './shipping-and-tax.js';

const CART_FQDN = 'wix.ecom.v1.cart';

/** What a stored line names, as its app's provider reads it. */
const selectionOf = (line: CartLine) => ({
  appId: line.appId,
  catalogItemId: line.productId,
  variantId: line.variantId,
});

const cartNotFound = () =>
  new ApplicationError({
    status: 404,
    code: 'OWNED_CART_NOT_FOUND',
    description: 'This visitor has no current cart',
  });

export interface CartTotals {
  cart: Cart;
  subtotalMinor: number;
  discountMinor: number;
  totalMinor: number;
  shippingInfo: Static<typeof ShippingInfoSchema>;
  priceSummary: {
    subtotal: MultiCurrencyPrice;
    discount: MultiCurrencyPrice;
    shipping: MultiCurrencyPrice;
    tax: MultiCurrencyPrice;
    total: MultiCurrencyPrice;
  };
}

export interface PricingOptions {
  /** The chosen shipping option; the cheapest one when absent. */
  shippingCode?: string | undefined;
  /** Where the goods go: decides the tax region. The site's rate applies without one. */
  destination?: ShippingDestination | undefined;
}

export function createEcomService(
  db: Database,
  sites: SitesService,
  catalog: CatalogProviders,
  coupons: CouponsService,
  commerce: CommerceSettingsService,
  settings: { storefrontUrl: string },
) {
  /**
   * The cart priced now: its coupon's discount when the coupon still applies, the chosen (or else
   * the cheapest) shipping option, and tax at the site's rate.
   */
  async function totals(cart: CartRecord, options: PricingOptions = {}): Promise<CartTotals> {
    const { shippingCode, destination } = options;
    const { currency } = (await sites.getSite(cart.siteId)).settings;
    const items = await catalog.resolve(cart.siteId, cart.lineItems.map(selectionOf));
    const wire = presentCart(cart, items, { currency, storefrontUrl: settings.storefrontUrl });
    if (cart.buyerNote) wire.buyerNote = cart.buyerNote;
    const subtotalMinor = toMinor(wire.subtotal.amount, currency, 'subtotal');
    const coupon = cart.couponCode ? await coupons.findByCode(cart.siteId, cart.couponCode) : undefined;
    const check = coupon ? checkCoupon(coupon, subtotalMinor, currency) : undefined;
    const discountMinor = check?.applies ? check.discountMinor : 0;
    if (check?.applies) {
      wire.appliedDiscounts = [
        {
          coupon: {
            id: check.coupon.id,
            code: check.coupon.code,
            name: check.coupon.name,
            amount: money(discountMinor, currency),
          },
        },
      ];
    }
    const commerceSettings = await commerce.get(cart.siteId);
    const shippable = wire.lineItems.filter(
      (line) =>
        line.physicalProperties.shippable &&
        line.availability.status !== 'NOT_FOUND' &&
        line.availability.status !== 'NOT_AVAILABLE',
    );
    const facts = {
      subtotalMinor,
      weight: shippable.reduce((sum, line) => sum + (line.physicalProperties.weight ?? 0) * line.quantity, 0),
      quantity: shippable.reduce((sum, line) => sum + line.quantity, 0),
    };
    const priced = shippable.length
      ? commerceSettings.shippingOptions.map((option) => ({
          option,
          minor: shippingPrice(option, facts, currency),
        }))
      : [];
    if (shippingCode && !priced.some(({ option }) => option.code === shippingCode)) {
      throw ValidationError.field(
        'selectedShippingOption.code',
        'is not a shipping option of this site for this cart',
        'VALIDATION',
      );
    }
    const selected = shippingCode
      ? priced.find(({ option }) => option.code === shippingCode)
      : [...priced].sort((a, b) => a.minor - b.minor)[0];
    const shippingMinor = selected?.minor ?? 0;
    const goodsMinor = subtotalMinor - discountMinor;
    const taxMinor = taxOf(commerceSettings, goodsMinor, shippingMinor, destination?.address);
    const totalMinor = goodsMinor + shippingMinor + taxMinor;
    const offer = ({
      option,
      minor,
    }: {
      option: (typeof commerceSettings.shippingOptions)[number];
      minor: number;
    }) => ({
      code: option.code,
      title: option.title,
      ...(option.estimatedDelivery ? { estimatedDelivery: option.estimatedDelivery } : {}),
      cost: { price: money(minor, currency) },
    });
    return {
      cart: wire,
      subtotalMinor,
      discountMinor,
      totalMinor,
      shippingInfo: {
        ...(destination ? { shippingDestination: destination } : {}),
        ...(selected ? { selectedCarrierServiceOption: offer(selected) } : {}),
        carrierServiceOptions: priced.length
          ? [{ carrierId: 'bazaar', shippingOptions: priced.map(offer) }]
          : [],
      },
      priceSummary: {
        subtotal: wire.subtotal,
        discount: money(discountMinor, currency),
        shipping: money(shippingMinor, currency),
        tax: money(taxMinor, currency),
        total: money(totalMinor, currency),
      },
    };
  }

  const present = async (cart: CartRecord): Promise<Cart> => (await totals(cart)).cart;

  /** Every line at its current price and full quantity stays within the platform's amount limit. */
  async function assertCartWithinAmountLimit(
    tx: Queryable,
    cart: CartRecord,
    currency: string,
  ): Promise<void> {
    const items = await catalog.resolve(cart.siteId, cart.lineItems.map(selectionOf), tx);
    const subtotal = cart.lineItems.reduce(
      (sum, line, index) => sum + (items[index]?.priceMinor ?? 0) * line.quantity,
      0,
    );
    assertAmountWithinLimit(subtotal, currency, 'lineItems', 'the cart subtotal');
  }

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
    const currency = options.mayRaise ? (await sites.getSite(owner.siteId)).settings.currency : undefined;
    const cart = await db.transaction(async (tx) => {
      const now = new Date().toISOString();
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
      if (currency) await assertCartWithinAmountLimit(tx, next, currency);
      next.revision = current.revision + 1;
      next.updatedDate = now;
      await repo.saveCart(tx, owner.key, next);
      await recordEvent(tx, {
        siteId: owner.siteId,
        entityFqdn: CART_FQDN,
        action: current.revision === 0 ? 'created' : 'updated',
        entityId: next.id,
        entity: next,
      });
      return next;
    });
    return present(cart);
  }

  async function currentRecord(identity: AuthenticatedIdentity): Promise<CartRecord> {
    const owner = ownerOf(identity);
    const cart = await repo.findCart(db, owner.siteId, owner.key);
    if (!cart) throw cartNotFound();
    return cart;
  }

  const ecom = {
    async getCurrentCart(identity: AuthenticatedIdentity): Promise<Cart> {
      return present(await currentRecord(identity));
    },

    /** Subtotal, coupon discount, shipping, tax and total of the current cart. */
    async estimateCurrentCartTotals(
      identity: AuthenticatedIdentity,
      shippingCode?: string,
    ): Promise<CartTotals> {
      return totals(await currentRecord(identity), { shippingCode });
    },

    /** Any lines (a cart's, or a checkout's frozen ones) priced now, with shipping and tax. */
    priceCart: totals,

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
      const check = checkCoupon(coupon, subtotalMinor, currency);
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
      const owner = ownerOf(identity);
      request.lineItems.forEach(({ catalogReference }, index) => {
        if (!catalog.has(catalogReference.appId)) {
          throw ValidationError.field(
            `lineItems[${index}].catalogReference.appId`,
            'names no app that sells items on this site',
            'VALIDATION',
          );
        }
      });
      // Resolve every line before touching the cart: one bad line changes nothing.
      const items = await catalog.resolve(
        owner.siteId,
        request.lineItems.map(({ catalogReference: reference }) => ({
          appId: reference.appId,
          catalogItemId: reference.catalogItemId,
          ...(reference.options?.options ? { options: reference.options.options } : {}),
          ...(reference.options?.variantId ? { variantId: reference.options.variantId } : {}),
        })),
      );
      const resolved = request.lineItems.map((line, index) => {
        const item = items[index];
        if (!item) {
          throw ValidationError.field(
            `lineItems[${index}].catalogReference`,
            'does not name a product (and, for a product with options, one choice of each option) in the catalogue',
            'VALIDATION',
          );
        }
        return { item, quantity: line.quantity ?? 1, appId: line.catalogReference.appId };
      });
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
              description: `Only ${item.quantityAvailable ?? 0} of ${item.name} left in stock`,
              data: { catalogItemId: item.catalogItemId, quantityAvailable: item.quantityAvailable ?? 0 },
            });
          }
          if (existing) existing.quantity = total;
          else {
            const line: CartLine = {
              id: newId(),
              appId,
              productId: item.catalogItemId,
              variantId: item.variantId,
              options: item.choices,
              quantity,
            };
            cart.lineItems.push(line);
          }
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
      await db.transaction(async (tx) => {
        const cart = await repo.lockCart(tx, owner.siteId, owner.key);
        if (!cart || !(await repo.deleteCart(tx, owner.siteId, owner.key))) throw cartNotFound();
        await recordEvent(tx, {
          siteId: owner.siteId,
          entityFqdn: CART_FQDN,
          action: 'deleted',
          entityId: cart.id,
          entity: cart,
        });
      });
    },
  };
  return ecom;
}

export type EcomService = ReturnType<typeof createEcomService>;
