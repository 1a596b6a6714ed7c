import { STORES_APP_ID } from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';

/** The approved test card, expiring long after every test date. */
export const TEST_CARD = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2034, cvc: '123' };

/** A placed store order as the tests read it. */
export interface PlacedStoreOrder {
  id: string;
  number: string;
  createdDate: string;
  lineItems: { id: string }[];
  buyerInfo: { email: string };
}

/**
 * A visitor (their token) buys `quantity` of a product through the public API, as the storefront
 * and the hosted checkout do: cart, checkout, payment with the test card. Fails the test on any
 * refusal, naming the step.
 */
export async function buyStoreProduct(
  app: FastifyInstance,
  visitor: string,
  productId: string,
  quantity: number,
  email = 'ada@example.com',
): Promise<PlacedStoreOrder> {
  const post = async (url: string, payload: Record<string, unknown>) => {
    const response = await app.inject({ method: 'POST', url, payload, headers: { authorization: visitor } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  await post('/ecom/v1/carts/current/add-to-cart', {
    lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity }],
  });
  const { checkoutId } = await post('/ecom/v1/carts/current/create-checkout', { channelType: 'WEB' });
  const { order } = await post(`/ecom/v1/checkouts/${checkoutId}/pay`, {
    email,
    card: TEST_CARD,
  });
  return order as PlacedStoreOrder;
}
