import {
  AddToCartRequestSchema,
  CartResponseSchema,
  CheckoutResponseSchema,
  CreateCheckoutRequestSchema,
  CreateCheckoutResponseSchema,
  CreateRedirectSessionRequestSchema,
  CreateRedirectSessionResponseSchema,
  RemoveLineItemsRequestSchema,
  UpdateLineItemsQuantityRequestSchema,
} from '@bazaar/contracts';
import { Type } from 'typebox';
import { type GatewayField, pathOf } from './gateway-field.js';

const CURRENT_CART = '/ecom/v1/carts/current';

/** The visitor's current cart, its checkout and the redirect to the hosted checkout. */
export const ecomFields: GatewayField[] = [
  {
    name: 'ecomCartV1CurrentCartGetCurrentCart',
    on: ['query', 'mutation'],
    description: "The caller's current cart (an error when there is none yet)",
    call: () => ({ method: 'GET', url: CURRENT_CART }),
    answer: CartResponseSchema,
  },
  {
    name: 'ecomCurrentCartV1AddToCurrentCart',
    on: ['mutation'],
    description: 'Adds catalogue items to the current cart, making the cart if there is none',
    argument: { name: 'input', schema: AddToCartRequestSchema },
    call: (input) => ({ method: 'POST', url: `${CURRENT_CART}/add-to-cart`, body: input }),
    answer: CartResponseSchema,
  },
  {
    name: 'ecomCurrentCartV1UpdateCurrentCartLineItemQuantity',
    on: ['mutation'],
    description: 'Sets the quantities of lines of the current cart',
    argument: { name: 'input', schema: UpdateLineItemsQuantityRequestSchema },
    call: (input) => ({ method: 'POST', url: `${CURRENT_CART}/update-line-items-quantity`, body: input }),
    answer: CartResponseSchema,
  },
  {
    name: 'ecomCurrentCartV1RemoveLineItemsFromCurrentCart',
    on: ['mutation'],
    description: 'Removes lines from the current cart',
    argument: { name: 'input', schema: RemoveLineItemsRequestSchema },
    call: (input) => ({ method: 'POST', url: `${CURRENT_CART}/remove-line-items`, body: input }),
    answer: CartResponseSchema,
  },
  {
    name: 'ecomCurrentCartV1CreateCheckoutFromCurrentCart',
    on: ['mutation'],
    description: 'Makes a checkout of the current cart',
    argument: { name: 'input', schema: CreateCheckoutRequestSchema },
    call: (input) => ({ method: 'POST', url: `${CURRENT_CART}/create-checkout`, body: input }),
    answer: CreateCheckoutResponseSchema,
  },
  {
    name: 'ecomCheckoutV1Checkout',
    on: ['query'],
    description: 'A checkout the caller made',
    argument: { name: 'queryInput', schema: Type.Object({ id: Type.String({ minLength: 1 }) }) },
    call: ({ id }) => ({ method: 'GET', url: pathOf('/ecom/v1/checkouts/:id', { id }) }),
    answer: CheckoutResponseSchema,
  },
  {
    name: 'redirectsRedirectsV1CreateRedirectSession',
    on: ['mutation'],
    description: 'A hosted page to send the buyer to: checkout, login, logout',
    argument: { name: 'input', schema: CreateRedirectSessionRequestSchema },
    call: (input) => ({ method: 'POST', url: '/redirect-session/v1/redirect-session', body: input }),
    answer: CreateRedirectSessionResponseSchema,
  },
];
