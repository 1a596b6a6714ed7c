import type { TestApp } from '../../testing/app.js';

const APPROVED = '4242424242424242';
export const DECLINED = '4000000000000002';
export interface TestCard {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}
/** A test card; the approved one that expires far after every test date unless told. */
export const card = (number = APPROVED, expiryYear = 2034, expiryMonth = 12): TestCard => ({
  number,
  expiryMonth,
  expiryYear,
  cvc: '123',
});

/**
 * HTTP calls on the test platform `app()` returns, shared by the pricing-plans tests: `call` as
 * the owner unless told, `owned` for setup steps that must succeed, plans to sell, members who
 * buy them on the hosted page.
 */
export function plansTestCalls(app: () => TestApp) {
  const call = (
    method: 'POST' | 'PATCH' | 'GET' | 'DELETE' | 'PUT',
    url: string,
    payload?: Record<string, unknown>,
    authorization = app().ownerApiKey,
  ) => app().app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const owned = async (
    method: 'POST' | 'PATCH' | 'PUT' | 'GET',
    url: string,
    payload?: Record<string, unknown>,
  ) => {
    const response = await call(method, url, payload);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json();
  };
  /** A plan's input: a monthly membership until canceled, unless told. */
  const createPlan = async (overrides: Record<string, unknown> = {}) =>
    (
      await owned('POST', '/pricing-plans/v2/plans', {
        plan: {
          name: 'Monthly membership',
          description: 'Every class, every month',
          perks: { values: ['Unlimited classes', 'Guest pass'] },
          pricing: { subscription: { cycleDuration: { count: 1, unit: 'MONTH' } }, price: { value: '20' } },
          ...overrides,
        },
      })
    ).plan;

  let members = 0;
  /** A new member of the site (sign-up open): their id, access token and a hosted sign-in's session token. */
  const signUp = async () => {
    await owned('PATCH', '/sites/v1/site', { site: { settings: { memberSignUp: 'OPEN' } } });
    members += 1;
    const registered = await call(
      'POST',
      '/_api/iam/authentication/v2/register',
      { loginId: { email: `buyer${members}@example.com` }, password: 'a long enough password' },
      await app().visitorToken(),
    );
    if (registered.statusCode !== 200) throw new Error(registered.body);
    const { identity, sessionToken } = registered.json();
    return {
      email: `buyer${members}@example.com`,
      memberId: identity.id as string,
      token: await app().memberToken(identity.id),
      sessionToken: sessionToken as string,
    };
  };

  /** A hosted "Order summary" link for the plan, made by a visitor; its token is the page's credential. */
  const checkoutSession = async (planId: string, authorization?: string) => {
    const response = await call(
      'POST',
      '/_api/redirects-api/v1/redirect-session',
      { paidPlansCheckout: { planId }, callbacks: { postFlowUrl: 'http://localhost:3000/subscriptions' } },
      authorization ?? (await app().visitorToken()),
    );
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().redirectSession as { fullUrl: string; sessionToken: string };
  };
  const summary = (session: string, sessionToken?: string) =>
    call('POST', '/hosted/v1/plan-checkout-session', { session, ...(sessionToken ? { sessionToken } : {}) });
  const purchase = (session: string, sessionToken: string, payWith?: TestCard) =>
    call('POST', '/hosted/v1/plan-checkout-session/purchase', {
      session,
      sessionToken,
      ...(payWith ? { card: payWith } : {}),
    });
  /** A member buys the plan on the hosted page with the card; the order. */
  const buy = async (planId: string, buyer: { sessionToken: string }, payWith = card()) => {
    const { sessionToken: session } = await checkoutSession(planId);
    const response = await purchase(session, buyer.sessionToken, payWith);
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().order;
  };
  const order = async (id: string) => (await owned('GET', `/pricing-plans/v2/orders/${id}`)).order;

  return { call, owned, createPlan, signUp, checkoutSession, summary, purchase, buy, order };
}
