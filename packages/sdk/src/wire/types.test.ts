import type {
  CartResponse,
  UpdateLineItemsQuantityRequest,
  Cart as WireCart,
  LineItem as WireLineItem,
} from '@bazaar/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Cart, currentCart } from '../modules/ecom/index.js';
import type { Product } from '../modules/stores/index.js';
import { fromWireResponse, toWireRequest } from './index.js';
import type { FromWire, SdkRequest } from './types.js';

type Line = Cart['lineItems'][number];
type Coupon = NonNullable<Cart['appliedDiscounts'][number]['coupon']>;
type Variant = NonNullable<Product['variants']>[number];

/** The keys of `T`, each once: the object literal must name every key of `T` and no other. */
const keysOf = <T>(keys: Record<keyof T, true>): string[] => Object.keys(keys).sort();

describe('FromWire: the SDK form of a contract answer', () => {
  it('renames id to _id at every depth: a cart line, its image, a coupon, a product variant', () => {
    expectTypeOf<Cart['_id']>().toEqualTypeOf<string>();
    expectTypeOf<Line['_id']>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<Line['image']>['_id']>().toEqualTypeOf<string>();
    expectTypeOf<Coupon['_id']>().toEqualTypeOf<string>();
    expectTypeOf<Variant['_id']>().toEqualTypeOf<string>();
    expectTypeOf<Line>().not.toHaveProperty('id');
    expectTypeOf<Coupon>().not.toHaveProperty('id');
    expectTypeOf<Variant>().not.toHaveProperty('id');
  });

  it('names the standard timestamps with an underscore and types them Date, and a module’s own date keys too', () => {
    expectTypeOf<Cart['_createdDate']>().toEqualTypeOf<Date>();
    expectTypeOf<Cart['_updatedDate']>().toEqualTypeOf<Date>();
    expectTypeOf<Cart>().not.toHaveProperty('createdDate');
    expectTypeOf<Product['_createdDate']>().toEqualTypeOf<Date>();
    expectTypeOf<Product['lastUpdated']>().toEqualTypeOf<Date>();
    expectTypeOf<FromWire<{ lastUpdated: string }>['lastUpdated']>().toEqualTypeOf<string>();
    expectTypeOf<
      FromWire<{ a: { lastUpdated?: string; dates: string[] }[] }, 'lastUpdated' | 'dates'>
    >().toEqualTypeOf<{
      a: { lastUpdated?: Date; dates: Date[] }[];
    }>();
  });

  it('maps arrays of objects item by item', () => {
    expectTypeOf<Cart['lineItems']>().toEqualTypeOf<FromWire<WireLineItem>[]>();
    expectTypeOf<Cart['appliedDiscounts']>().toBeArray();
    expectTypeOf<Product['media']['items'][number]['_id']>().toEqualTypeOf<string>();
  });

  it('keeps optional fields optional, at the top and nested', () => {
    expectTypeOf<Pick<Cart, 'buyerNote'>>().toEqualTypeOf<{ buyerNote?: string }>();
    expectTypeOf<Pick<Cart['appliedDiscounts'][number], 'coupon'>>().toEqualTypeOf<{ coupon?: Coupon }>();
    expectTypeOf<Pick<Product, 'variants'>>().toEqualTypeOf<{ variants?: Variant[] }>();
    expectTypeOf<Pick<Line, 'image'>>().toEqualTypeOf<{
      image?: FromWire<NonNullable<WireLineItem['image']>>;
    }>();
  });

  it('leaves other values alone: records, unions, unknown', () => {
    expectTypeOf<
      FromWire<{ id: string; choices: Record<string, string>; cursor: string | null; data: unknown }>
    >().toEqualTypeOf<{
      _id: string;
      choices: Record<string, string>;
      cursor: string | null;
      data: unknown;
    }>();
  });
});

describe('SdkRequest: what a method takes for a contract request', () => {
  it('takes _id where the runtime renames it to id', () => {
    expectTypeOf(currentCart.updateCurrentCartLineItemQuantity)
      .parameter(0)
      .toEqualTypeOf<{ _id: string; quantity: number }[]>();
    expectTypeOf<{ id: string; quantity: number }[]>().not.toExtend<
      Parameters<typeof currentCart.updateCurrentCartLineItemQuantity>[0]
    >();
    expectTypeOf<SdkRequest<{ createdDate?: string }>>().toEqualTypeOf<{ _createdDate?: string | Date }>();
  });

  it('becomes the contract request on the wire', () => {
    const lines: SdkRequest<UpdateLineItemsQuantityRequest> = { lineItems: [{ _id: 'line-1', quantity: 2 }] };
    const wire: UpdateLineItemsQuantityRequest = { lineItems: [{ id: 'line-1', quantity: 2 }] };
    expect(toWireRequest(lines)).toEqual(wire);
  });
});

const price = (amount: string) => ({
  amount,
  convertedAmount: amount,
  formattedAmount: `$${amount}`,
  formattedConvertedAmount: `$${amount}`,
});

/** A cart as the platform sends it, every optional field set: typed by the contract, so it has the wire's shape. */
const wireLine: WireLineItem = {
  id: 'line-1',
  quantity: 2,
  catalogReference: { appId: 'app', catalogItemId: 'product-1', options: { options: { Color: 'Blue' } } },
  productName: { original: 'Tea Cup', translated: 'Tea Cup' },
  url: { relativePath: '/product-page/tea-cup', url: 'http://shop.test/product-page/tea-cup' },
  price: price('6.50'),
  fullPrice: price('6.50'),
  priceBeforeDiscounts: price('6.50'),
  lineItemPrice: price('13.00'),
  descriptionLines: [{ name: { original: 'Color', translated: 'Color' } }],
  image: {
    id: 'image-1',
    url: 'http://shop.test/media/cup.png',
    height: 10,
    width: 10,
    altText: 'A blue cup',
  },
  availability: { status: 'AVAILABLE' },
  physicalProperties: { shippable: true },
  itemType: { preset: 'PHYSICAL' },
  serviceProperties: { scheduledDate: '2026-12-01T15:00:00.000Z', numberOfParticipants: 1 },
  rootCatalogItemId: 'product-1',
};
const wireCart: WireCart = {
  id: 'cart-1',
  lineItems: [wireLine],
  subtotal: price('13.00'),
  currency: 'USD',
  conversionCurrency: 'USD',
  buyerInfo: { visitorId: 'visitor-1' },
  buyerNote: 'Gift wrap, please',
  appliedDiscounts: [{ coupon: { id: 'coupon-1', code: 'TENOFF', name: 'Ten off', amount: price('1.30') } }],
  taxIncludedInPrices: false,
  weightUnit: 'KG',
  createdDate: '2026-11-22T10:00:00.000Z',
  updatedDate: '2026-11-22T10:05:00.000Z',
  revision: '2',
};

describe('fromWireResponse on a wire cart', () => {
  it('gives exactly the keys FromWire names, at the top and nested, with Dates', () => {
    const answer: CartResponse = { cart: wireCart };
    const { cart } = fromWireResponse<CartResponse>(JSON.parse(JSON.stringify(answer)));
    expectTypeOf(cart).toEqualTypeOf<Cart>();

    const line = cart.lineItems[0];
    const coupon = cart.appliedDiscounts[0]?.coupon;
    expect(Object.keys(coupon ?? {}).sort()).toEqual(
      keysOf<Coupon>({ _id: true, code: true, name: true, amount: true }),
    );
    expect(Object.keys(line?.image ?? {}).sort()).toEqual(
      keysOf<NonNullable<Line['image']>>({ _id: true, url: true, height: true, width: true, altText: true }),
    );
    expect(Object.keys(line ?? {}).sort()).toEqual(
      keysOf<Line>({
        _id: true,
        quantity: true,
        catalogReference: true,
        productName: true,
        url: true,
        price: true,
        fullPrice: true,
        priceBeforeDiscounts: true,
        lineItemPrice: true,
        descriptionLines: true,
        image: true,
        availability: true,
        physicalProperties: true,
        itemType: true,
        serviceProperties: true,
        rootCatalogItemId: true,
      }),
    );
    expect(Object.keys(cart).sort()).toEqual(
      keysOf<Cart>({
        _id: true,
        lineItems: true,
        subtotal: true,
        currency: true,
        conversionCurrency: true,
        buyerInfo: true,
        buyerNote: true,
        appliedDiscounts: true,
        taxIncludedInPrices: true,
        weightUnit: true,
        _createdDate: true,
        _updatedDate: true,
        revision: true,
      }),
    );
    expect(cart._createdDate).toEqual(new Date('2026-11-22T10:00:00.000Z'));
    expect(cart._updatedDate).toBeInstanceOf(Date);
    expect(coupon?._id).toBe('coupon-1');
  });
});
