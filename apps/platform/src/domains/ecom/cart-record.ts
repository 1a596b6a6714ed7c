/**
 * A cart as stored: only what the buyer chose (which product and variant, how many). Names,
 * prices, images and availability are read from the catalogue whenever the cart is shown, so a
 * price change or a sold-out item shows at once and nothing stale is kept.
 */
export interface CartRecord {
  id: string;
  siteId: string;
  buyer: { visitorId?: string; memberId?: string };
  lineItems: CartLine[];
  /** Kept as entered (upper-cased); whether it still applies is decided each time the cart is read. */
  couponCode?: string;
  buyerNote?: string;
  createdDate: string;
  updatedDate: string;
  revision: number;
}

export interface CartLine {
  id: string;
  appId: string;
  productId: string;
  variantId: string;
  options: Record<string, string>;
  quantity: number;
}
