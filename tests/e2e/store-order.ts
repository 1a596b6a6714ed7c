import { STORES_APP_ID } from '@bazaar/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import { PLATFORM } from './hosted-login-helpers';

/** A visitor or member (`authorization`) buys `quantity` Dot-Grid Notebooks through the API, shipped to New York; the order. */
export async function buy(
  request: APIRequestContext,
  authorization: string,
  quantity: number,
  email: string,
) {
  const post = async (url: string, data: object, method: 'post' | 'patch' = 'post') => {
    const response = await request[method](`${PLATFORM}${url}`, { headers: { authorization }, data });
    expect(response.status(), await response.text()).toBe(200);
    return response.json();
  };
  const { products } = await post('/stores-reader/v1/products/query-platformized', {
    query: { filter: { name: 'Dot-Grid Notebook' } },
  });
  await post('/ecom/v1/carts/current/add-to-cart', {
    lineItems: [
      {
        catalogReference: { appId: STORES_APP_ID, catalogItemId: products[0].id },
        quantity,
      },
    ],
  });
  const { checkoutId } = await post('/ecom/v1/carts/current/create-checkout', { channelType: 'WEB' });
  await post(
    `/ecom/v1/checkouts/${checkoutId}`,
    {
      checkout: {
        shippingInfo: {
          shippingDestination: {
            address: { country: 'US', subdivision: 'US-NY', city: 'New York', addressLine: '1 Main St' },
            contactDetails: { firstName: 'Olu', lastName: 'Ade' },
          },
        },
      },
    },
    'patch',
  );
  const { order } = await post(`/ecom/v1/checkouts/${checkoutId}/pay`, {
    email,
    card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2034, cvc: '123' },
  });
  return order as { id: string; number: string; lineItems: { id: string }[]; buyerInfo: { email: string } };
}
