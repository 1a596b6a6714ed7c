'use server';

import type { BazaarError } from '@bazaar/sdk';
import { BOOKINGS_APP_ID, STORES_APP_ID } from '@bazaar/sdk/ecom';
import { cartProblemOf, courseProblemOf } from '../../lib/platform/cart-answers';
import { cartViewOf } from '../../lib/platform/cart-view';
import type { StorefrontClient } from '../../lib/platform/client';
import { isId, keepTokens, storefrontOrigin, visitorClient } from '../../lib/platform/visitor';
import type { CartAnswer, CartView, CheckoutAnswer, ProductLine } from '../../lib/views/cart';

/**
 * The visitor's cart changes and checkouts, as server actions the cart drawer, a product's page
 * and a course's Add to cart call: each runs on the storefront's server with the visitor's own
 * session and answers plain data, or a sentence for the buyer on failure.
 */

/** Runs one change of the visitor's cart; every failure becomes `problem`'s sentence. */
async function change(
  run: (client: StorefrontClient) => Promise<CartView>,
  problem: (error: unknown) => string = cartProblemOf,
): Promise<CartAnswer> {
  const client = await visitorClient();
  try {
    const cart = await run(client);
    await keepTokens(client);
    return { ok: true, cart };
  } catch (error) {
    return { ok: false, problem: problem(error) };
  }
}

/** A visitor who never added anything has no cart yet: that is an empty cart, not an error. */
const isNoCart = (error: unknown) => (error as BazaarError | undefined)?.code === 'OWNED_CART_NOT_FOUND';

/** The visitor's cart, for a drawer opened before the page knew it. */
export async function readCart(): Promise<CartAnswer> {
  return change(async (client) =>
    cartViewOf(
      await client.currentCart.getCurrentCart().catch((error: unknown) => {
        if (isNoCart(error)) return null;
        throw error;
      }),
    ),
  );
}

/** A product's choices as the page sends them: option name → choice, a few short strings. */
const isChoices = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).length <= 20 &&
  Object.entries(value).every(
    ([name, choice]) => name.length <= 200 && typeof choice === 'string' && choice.length <= 200,
  );

const isQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 9999;

function productLineOf(line: ProductLine) {
  const { productId, options, quantity } = (line ?? {}) as Partial<ProductLine>;
  if (!isId(productId) || !isQuantity(quantity) || (options !== undefined && !isChoices(options)))
    return undefined;
  return {
    catalogReference: {
      appId: STORES_APP_ID,
      catalogItemId: productId,
      ...(options && Object.keys(options).length > 0 ? { options: { options } } : {}),
    },
    quantity,
  };
}

/** Adds a product line to the visitor's cart. */
export async function addProductToCart(line: ProductLine): Promise<CartAnswer> {
  const lineItem = productLineOf(line);
  if (!lineItem) return { ok: false, problem: cartProblemOf(undefined) };
  return change(async (client) =>
    cartViewOf((await client.currentCart.addToCurrentCart({ lineItems: [lineItem] })).cart),
  );
}

/** Adds a course (booked whole, paid at the checkout) to the visitor's cart. */
export async function addCourseToCart(serviceId: string): Promise<CartAnswer> {
  if (!isId(serviceId)) return { ok: false, problem: courseProblemOf(undefined) };
  return change(
    async (client) =>
      cartViewOf(
        (
          await client.currentCart.addToCurrentCart({
            lineItems: [
              { catalogReference: { appId: BOOKINGS_APP_ID, catalogItemId: serviceId }, quantity: 1 },
            ],
          })
        ).cart,
      ),
    courseProblemOf,
  );
}

/** Sets how many of a line the cart holds (0 takes it out, as the platform does). */
export async function setCartLineQuantity(lineItemId: string, quantity: number): Promise<CartAnswer> {
  if (!isId(lineItemId) || !Number.isInteger(quantity) || quantity < 0 || quantity > 9999)
    return { ok: false, problem: cartProblemOf(undefined) };
  return change(async (client) =>
    cartViewOf(
      (await client.currentCart.updateCurrentCartLineItemQuantity([{ _id: lineItemId, quantity }])).cart,
    ),
  );
}

export async function removeCartLine(lineItemId: string): Promise<CartAnswer> {
  if (!isId(lineItemId)) return { ok: false, problem: cartProblemOf(undefined) };
  return change(async (client) =>
    cartViewOf((await client.currentCart.removeLineItemsFromCurrentCart([lineItemId])).cart),
  );
}

export async function clearCart(): Promise<CartAnswer> {
  return change(async (client) => {
    await client.currentCart.deleteCurrentCart();
    return cartViewOf(null);
  });
}

/**
 * The one way from the store to the platform's hosted checkout: `make` creates the checkout, a
 * redirect session leads to its page, which brings the buyer back to the store. A site that
 * cannot take payments answers `premium` (the page opens the premium modal).
 */
async function hostedCheckout(make: (client: StorefrontClient) => Promise<string>): Promise<CheckoutAnswer> {
  const client = await visitorClient();
  try {
    const checkoutId = await make(client);
    const { redirectSession } = await client.redirects.createRedirectSession({
      ecomCheckout: { checkoutId },
      callbacks: { postFlowUrl: `${await storefrontOrigin()}/store` },
    });
    await keepTokens(client);
    return { ok: true, url: redirectSession.fullUrl };
  } catch (error) {
    if ((error as BazaarError | undefined)?.code === 'SITE_MUST_ACCEPT_PAYMENTS')
      return { ok: false, premium: true };
    return { ok: false, problem: cartProblemOf(error) };
  }
}

/** Checkout of the visitor's whole cart (the cart drawer's Checkout). */
export async function checkoutCart(): Promise<CheckoutAnswer> {
  return hostedCheckout(
    async (client) =>
      (await client.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' })).checkoutId,
  );
}

/** Buy now: a checkout of this one line alone; the cart stays as it is. */
export async function buyNow(line: ProductLine): Promise<CheckoutAnswer> {
  const lineItem = productLineOf(line);
  if (!lineItem) return { ok: false, problem: cartProblemOf(undefined) };
  return hostedCheckout(
    async (client) =>
      (await client.checkout.createCheckout({ lineItems: [lineItem], channelType: 'WEB' }))._id,
  );
}
