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

export interface HostedCheckout {
  checkout: {
    id: string;
    lineItems: HostedLine[];
    priceSummary: { subtotal: Money; shipping: Money; tax: Money; total: Money };
    completed: boolean;
  };
  callbacks: { postFlowUrl?: string; thankYouPageUrl?: string };
  siteName: string;
}

export interface PlacedOrder {
  id: string;
  number: string;
  priceSummary: { total: Money };
  buyerInfo: { email: string };
}

/** An error the page shows as it is: the platform's own description. */
export class CheckoutError extends Error {
  constructor(
    message: string,
    readonly code: string,
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
      applicationError?: { code?: string; description?: string };
      validationError?: { fieldViolations?: { field: string; description: string }[] };
    };
  };
  if (response.status !== 200) {
    const violation = payload.details?.validationError?.fieldViolations?.[0];
    const description = violation
      ? `Check ${violation.field}: ${violation.description}`
      : (payload.details?.applicationError?.description ?? payload.message ?? 'Something went wrong');
    throw new CheckoutError(description, payload.details?.applicationError?.code ?? String(response.status));
  }
  return payload as T;
}

export const loadCheckout = (session: string) =>
  post<HostedCheckout>('/hosted/v1/checkout-session', { session });

export const payCheckout = (
  session: string,
  email: string,
  card: { number: string; expiryMonth: number; expiryYear: number; cvc: string },
) => post<{ order: PlacedOrder }>('/hosted/v1/checkout-session/pay', { session, email, card });
