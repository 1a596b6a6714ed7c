import type { Cart, MultiCurrencyPrice, ShippingDestination, ShippingInfoSchema } from '@bazaar/contracts';
import type { Static } from 'typebox';
import type { Clock } from '../../kernel/clock.js';
import type { Queryable } from '../../kernel/db/database.js';
import { ValidationError } from '../../kernel/errors.js';
import { assertAmountWithinLimit, toMinor } from '../../kernel/money.js';
import type { SitesService } from '../sites/service.js';
import type { CartLine, CartRecord } from './cart-record.js';
import type { CatalogProviders } from './catalog.js';
import type { CommerceSettingsService } from './commerce-settings.js';
import { type CouponsService, checkCoupon } from './coupons.js';
import { money, presentCart } from './presenter.js';
import { shippingPrice, taxOf } from './shipping-and-tax.js';

/** What a stored line names, as its app's provider reads it. */
const selectionOf = (line: CartLine) => ({
  appId: line.appId,
  catalogItemId: line.productId,
  variantId: line.variantId,
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
  /** The tax region when there is no destination (an estimate's address). */
  taxRegion?: TaxRegion | undefined;
  /** False: no tax (default true). */
  calculateTax?: boolean | undefined;
  /** False: no shipping options and no shipping cost (default true). */
  calculateShipping?: boolean | undefined;
}

type TaxRegion = Pick<ShippingDestination['address'], 'country' | 'subdivision'>;

/** What pricing a cart reads: the site's currency, each line's app, coupons and delivery rules. */
export interface CartPricingDependencies {
  sites: Pick<SitesService, 'getSite'>;
  catalog: Pick<CatalogProviders, 'resolve'>;
  coupons: Pick<CouponsService, 'findByCode'>;
  commerce: Pick<CommerceSettingsService, 'get'>;
  storefrontUrl: string;
  clock: Clock;
}

/** How a cart is priced now, from its lines' apps, its coupon, the delivery rules and tax. */
export function createCartPricing({
  sites,
  catalog,
  coupons,
  commerce,
  storefrontUrl,
  clock,
}: CartPricingDependencies) {
  /**
   * The cart priced now: its coupon's discount when the coupon still applies, the chosen (or else
   * the cheapest) shipping option, and tax at the site's rate.
   */
  /**
   * The cart in wire shape: each line resolved by its app and priced now, the coupon applied when
   * it still applies. Read through `on` inside the transaction that changes the cart (its event
   * carries this shape), else from the database.
   */
  async function wireCart(
    cart: CartRecord,
    currency: string,
    on?: Queryable,
    options: { checkAmountLimit?: boolean } = {},
  ) {
    const items = await catalog.resolve(cart.siteId, cart.lineItems.map(selectionOf), on);
    if (options.checkAmountLimit) assertWithinAmountLimit(cart, items, currency);
    const wire = presentCart(cart, items, { currency, storefrontUrl });
    if (cart.buyerNote) wire.buyerNote = cart.buyerNote;
    const subtotalMinor = toMinor(wire.subtotal.amount, currency, 'subtotal');
    const coupon = cart.couponCode ? await coupons.findByCode(cart.siteId, cart.couponCode, on) : undefined;
    const check = coupon ? checkCoupon(coupon, subtotalMinor, currency, clock.now()) : undefined;
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
    return { cart: wire, subtotalMinor, discountMinor };
  }

  async function totals(cart: CartRecord, options: PricingOptions = {}): Promise<CartTotals> {
    const { shippingCode, destination, taxRegion } = options;
    const { currency } = (await sites.getSite(cart.siteId)).settings;
    const { cart: wire, subtotalMinor, discountMinor } = await wireCart(cart, currency);
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
    const priced =
      shippable.length && options.calculateShipping !== false
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
    const taxMinor =
      options.calculateTax === false
        ? 0
        : taxOf(commerceSettings, goodsMinor, shippingMinor, destination?.address ?? taxRegion);
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

  return { totals, wireCart };
}

/**
 * Every line at its current price and full quantity stays within the platform's amount limit:
 * checked on the resolved items before anything is formatted, so a refused cart never reaches
 * the amount parser (nor the database).
 */
function assertWithinAmountLimit(
  cart: CartRecord,
  items: readonly ({ priceMinor: number } | undefined)[],
  currency: string,
): void {
  const subtotal = cart.lineItems.reduce(
    (sum, line, index) => sum + (items[index]?.priceMinor ?? 0) * line.quantity,
    0,
  );
  assertAmountWithinLimit(subtotal, currency, 'lineItems', 'the cart subtotal');
}
