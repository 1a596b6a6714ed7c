/** The hosted checkout's calls to the platform it is served from (same origin). */
export interface Money {
  amount: string;
  formattedAmount: string;
}

export interface HostedLine {
  id: string;
  quantity: number;
  productName: { original: string };
  price: Money;
  lineItemPrice: Money;
  descriptionLines: { plainText?: { original: string } }[];
  image?: { url: string; altText?: string };
}

export interface Destination {
  address: {
    country: string;
    subdivision?: string;
    city: string;
    postalCode?: string;
    addressLine: string;
  };
  contactDetails: { firstName: string; lastName: string; phone?: string };
}

export interface ShippingOffer {
  code: string;
  title: string;
  estimatedDelivery?: string;
  cost: { price: Money };
}

export interface Checkout {
  id: string;
  lineItems: HostedLine[];
  priceSummary: { subtotal: Money; discount: Money; shipping: Money; tax: Money; total: Money };
  buyerInfo: { email?: string };
  shippingInfo: {
    shippingDestination?: Destination;
    selectedCarrierServiceOption?: ShippingOffer;
    carrierServiceOptions: { carrierId: string; shippingOptions: ShippingOffer[] }[];
  };
  appliedDiscounts: { coupon?: { code: string; name: string; amount: Money } }[];
  completed: boolean;
}

export interface HostedCheckout {
  checkout: Checkout;
  callbacks: { postFlowUrl?: string; thankYouPageUrl?: string };
  siteName: string;
}

export interface PlacedOrder {
  id: string;
  number: string;
  priceSummary: { total: Money };
  buyerInfo: { email: string };
}

export interface Card {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}

/** An error the page shows as it is: the platform's own description, and its code and data. */
export class CheckoutError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => ({}))) as {
    message?: string;
    details?: {
      applicationError?: { code?: string; description?: string; data?: Record<string, unknown> };
      validationError?: { fieldViolations?: { field: string; description: string }[] };
    };
  };
  if (response.status !== 200) {
    const violation = payload.details?.validationError?.fieldViolations?.[0];
    const application = payload.details?.applicationError;
    const description = violation
      ? `Check ${violation.field}: ${violation.description}`
      : (application?.description ?? payload.message ?? 'Something went wrong');
    throw new CheckoutError(description, application?.code ?? String(response.status), application?.data);
  }
  return payload as T;
}

export const loadCheckout = (session: string) =>
  post<HostedCheckout>('/hosted/v1/checkout-session', { session });

export interface CheckoutChanges {
  email?: string;
  destination?: Destination;
  shippingCode?: string;
  couponCode?: string;
}

export const updateCheckout = async (session: string, changes: CheckoutChanges): Promise<Checkout> =>
  (
    await post<{ checkout: Checkout }>('/hosted/v1/checkout-session/update', {
      session,
      ...(changes.couponCode ? { couponCode: changes.couponCode } : {}),
      checkout: {
        ...(changes.email ? { buyerInfo: { email: changes.email } } : {}),
        shippingInfo: {
          ...(changes.destination ? { shippingDestination: changes.destination } : {}),
          ...(changes.shippingCode ? { selectedCarrierServiceOption: { code: changes.shippingCode } } : {}),
        },
      },
    })
  ).checkout;

export const removeCoupon = async (session: string): Promise<Checkout> =>
  (await post<{ checkout: Checkout }>('/hosted/v1/checkout-session/remove-coupon', { session })).checkout;

export const payCheckout = (session: string, email: string, card: Card, authentication?: string) =>
  post<{ order: PlacedOrder }>('/hosted/v1/checkout-session/pay', {
    session,
    email,
    card,
    ...(authentication ? { authentication } : {}),
  });

/** The test bank's answer to a 3-D Secure challenge. */
export const completeChallenge = async (challenge: string, outcome: 'APPROVED' | 'FAILED') =>
  (await post<{ authentication: string }>('/payments/v1/test-challenges/complete', { challenge, outcome }))
    .authentication;
