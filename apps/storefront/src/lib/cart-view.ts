/** Items in a cart, counting quantities (what the header's badge shows). */
export const itemsIn = (cart: { lineItems: { quantity: number }[] } | null): number =>
  cart?.lineItems.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
