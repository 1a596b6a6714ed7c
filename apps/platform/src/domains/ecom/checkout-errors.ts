import { ApplicationError } from '../../kernel/errors.js';

/** A paid checkout takes no more changes, no second payment and no new redirect session. */
export const alreadyCompleted = (orderId?: string) =>
  new ApplicationError({
    status: 409,
    code: 'CHECKOUT_ALREADY_COMPLETED',
    description: 'This checkout has been paid already',
    ...(orderId ? { data: { orderId } } : {}),
  });
