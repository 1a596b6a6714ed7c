import { type Invoice, TICKET_SERVICE_FEE_PERCENT, type TicketFeeType } from '@bazaar/contracts';
import { type Minor, percentOf, toDecimalString } from '../../../kernel/money.js';

export interface InvoiceLine {
  ticketDefinitionId: string;
  name: string;
  quantity: number;
  unitMinor: Minor;
  feeType: TicketFeeType;
}

export interface InvoiceDiscount {
  code: string;
  name: string;
  /** At most the subtotal (the coupon rule caps it). */
  minor: Minor;
}

/**
 * What held tickets cost. Each paid kind of ticket carries the service fee on its total: added
 * on top when the buyer pays it (FEE_ADDED_AT_CHECKOUT), shown but already in the price when the
 * seller absorbs it (FEE_INCLUDED), none with NO_FEE. A coupon takes its discount off the
 * tickets' subtotal; the fee stays on the tickets' prices. Amounts are integer minor units.
 */
export function invoiceOf(
  lines: readonly InvoiceLine[],
  currency: string,
  discount?: InvoiceDiscount,
): Invoice {
  const money = (minor: Minor) => {
    const value = toDecimalString(minor, currency);
    return { amount: value, value, currency };
  };
  let subTotal = 0;
  let added = 0;
  const items = lines.map((line) => {
    const total = line.unitMinor * line.quantity;
    subTotal += total;
    const fee = line.feeType === 'NO_FEE' || total === 0 ? 0 : percentOf(total, TICKET_SERVICE_FEE_PERCENT);
    if (line.feeType === 'FEE_ADDED_AT_CHECKOUT') added += fee;
    return {
      id: line.ticketDefinitionId,
      name: line.name,
      quantity: line.quantity,
      price: money(line.unitMinor),
      total: money(total),
      fees:
        fee === 0
          ? []
          : [
              {
                name: 'WIX_FEE' as const,
                type: line.feeType,
                rate: TICKET_SERVICE_FEE_PERCENT,
                amount: money(fee),
              },
            ],
    };
  });
  return {
    items,
    subTotal: money(subTotal),
    fees:
      added === 0
        ? []
        : [
            {
              name: 'WIX_FEE' as const,
              type: 'FEE_ADDED_AT_CHECKOUT',
              rate: TICKET_SERVICE_FEE_PERCENT,
              amount: money(added),
            },
          ],
    ...(discount
      ? {
          discount: {
            amount: money(discount.minor),
            afterDiscount: money(subTotal - discount.minor),
            code: discount.code,
            name: discount.name,
          },
        }
      : {}),
    total: money(subTotal - (discount?.minor ?? 0) + added),
    grandTotal: money(subTotal - (discount?.minor ?? 0) + added),
  };
}
