/** The words the dashboard shows for the platform's codes. */
const ROLES: Record<string, string> = { OWNER: 'Owner', MANAGER: 'Manager', STAFF: 'Staff' };
export const roleWords = (role: string) => ROLES[role] ?? role;

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

/** A date and time as the owner's browser writes them. */
export const when = (date: Date) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
