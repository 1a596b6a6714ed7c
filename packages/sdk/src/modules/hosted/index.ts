/** `@bazaar/sdk/hosted`: the calls of the platform's hosted pages, one file per page (or shared call). */
export * from './accounts.js';
export * from './book-online.js';
export * from './booking.js';
export * from './check-in.js';
export * from './checkout.js';
export * from './event-checkout.js';
export * from './login.js';
export * from './logout.js';
export * from './mailbox.js';
export * from './member.js';
export * from './password-reset.js';
export * from './plan-checkout.js';
export * from './test-payments.js';
export * from './total-changed.js';
