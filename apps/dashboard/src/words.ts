import { BazaarError } from '@bazaar/sdk';

/** The words the dashboard shows for the platform's codes. */
const ROLE_NAMES: Record<string, string> = { OWNER: 'Owner', MANAGER: 'Manager', STAFF: 'Staff' };
export const roleWords = (role: string) => ROLE_NAMES[role] ?? role;
export const ROLES = ['OWNER', 'MANAGER', 'STAFF'] as const;

/**
 * A refused action as a sentence: the platform's description of a broken rule is written for
 * people (a site keeps its last owner); a malformed field or anything else, in our own words.
 */
export function messageOf(reason: unknown): string {
  if (reason instanceof BazaarError) {
    if (reason.kind === 'validation') return 'Some details are not filled in as expected. Please check them.';
    const description = reason.details.applicationError?.description;
    if (reason.kind === 'application' && typeof description === 'string' && reason.status !== 500)
      return description;
  }
  return 'Something went wrong. Please try again.';
}

const PAYMENT: Record<string, string> = {
  NOT_PAID: 'Not paid',
  PAID: 'Paid',
  PARTIALLY_REFUNDED: 'Partly refunded',
  FULLY_REFUNDED: 'Refunded',
  PENDING: 'Pending',
};
export const paymentWords = (status: string) => PAYMENT[status] ?? status;
export const PAYMENT_STATUSES = Object.keys(PAYMENT);

const FULFILMENT: Record<string, string> = {
  NOT_FULFILLED: 'Not shipped',
  FULFILLED: 'Shipped',
  PARTIALLY_FULFILLED: 'Partly shipped',
};
export const fulfilmentWords = (status: string) => FULFILMENT[status] ?? status;
export const FULFILMENT_STATUSES = Object.keys(FULFILMENT);

/** A date and time as the owner's browser writes them. */
export const when = (date: Date) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
