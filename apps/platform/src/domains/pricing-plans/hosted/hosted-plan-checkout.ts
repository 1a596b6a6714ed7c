import type {
  HostedPlanCheckout,
  HostedPlanCheckoutRequest,
  HostedPlanPurchaseRequest,
} from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import { ApplicationError, notFound } from '../../../kernel/errors.js';
import { formatMoney, toDecimalString, toMinor } from '../../../kernel/money.js';
import type { IdentityService } from '../../identity/service.js';
import type { IdentityTokens } from '../../identity/tokens.js';
import type { OpenedSession, RedirectsService } from '../../redirects/service.js';
import type { SitesService } from '../../sites/service.js';
import { cycleStart, cyclesInAll, firstCycle, isRecurring } from '../orders/cycles.js';
import type { PlanOrdersService } from '../orders/service.js';
import { billingWords, termsOf } from '../plans/pricing.js';
import type { PlansService } from '../plans/service.js';

const notAPlanSession = () =>
  new ApplicationError({
    status: 400,
    code: 'NOT_A_PLAN_CHECKOUT_SESSION',
    description: 'This link is not for a membership plan',
  });

const signInFirst = () =>
  new ApplicationError({
    status: 401,
    code: 'SIGN_IN_REQUIRED',
    description: 'Sign in or sign up to buy this plan: the sign-in was not made or has expired',
  });

/**
 * The hosted "Order summary" page's side of the platform. The redirect session names the plan and
 * is the page's credential; who buys is the member a hosted sign-in's session token names, which
 * the page sends with each call once the visitor has signed in or up.
 */
export function createHostedPlanCheckout(deps: {
  clock: Clock;
  sites: Pick<SitesService, 'getSite'>;
  redirects: Pick<RedirectsService, 'openSession' | 'createRedirectSession'>;
  publicUrl: string;
  identity: Pick<IdentityService, 'memberRecord'>;
  tokens: Pick<IdentityTokens, 'read'>;
  plans: Pick<PlansService, 'findPlan'>;
  orders: Pick<PlanOrdersService, 'sellable' | 'buyOnline' | 'orderOfSource' | 'purchasesOf'>;
}) {
  async function open(token: string) {
    const session = await deps.redirects.openSession(token);
    const planId = session.request.paidPlansCheckout?.planId;
    if (!planId || session.identity.kind === 'owner') throw notAPlanSession();
    return { session, planId, siteId: session.identity.siteId };
  }

  /**
   * Who buys: the member who made the link (a signed-in member's storefront), else the member a
   * hosted sign-in's session token names on this site; none for a visitor who has not signed in.
   */
  async function buyerOf(session: OpenedSession, sessionToken: string | undefined) {
    const { identity } = session;
    const siteId = identity.siteId;
    const claims = sessionToken ? await deps.tokens.read(sessionToken, 'session') : undefined;
    const memberId =
      identity.kind === 'member'
        ? identity.memberId
        : claims?.siteId === siteId
          ? claims.identityId
          : undefined;
    const member = memberId ? await deps.identity.memberRecord(siteId, memberId) : undefined;
    return member?.status === 'ACTIVE' ? member : undefined;
  }

  return {
    async describe({ session: token, sessionToken }: HostedPlanCheckoutRequest): Promise<HostedPlanCheckout> {
      const { session, planId, siteId } = await open(token);
      const [site, plan, buyer] = await Promise.all([
        deps.sites.getSite(siteId),
        deps.plans.findPlan(siteId, planId),
        buyerOf(session, sessionToken),
      ]);
      if (!plan) throw notFound('Plan', planId);
      const { currency } = plan.pricing.price;
      const priceMinor = toMinor(plan.pricing.price.value, currency, 'price');
      const terms = termsOf(plan.pricing);
      const now = deps.clock.now();
      const trialDays = plan.pricing.freeTrialDays ?? 0;
      const paysNow = priceMinor > 0 && firstCycle(terms) === 1;
      // The payment after today's: the first one after a trial, else the first renewal.
      const following = firstCycle(terms) === 0 ? 1 : 2;
      const nextPayment =
        priceMinor > 0 && following <= cyclesInAll(terms)
          ? cycleStart(terms, now, [], following, now)
          : undefined;
      const purchase = await deps.orders.orderOfSource(siteId, session.id);
      const order = purchase?.order;
      const bought = buyer && !order ? await deps.orders.purchasesOf(siteId, buyer.id, plan.id) : 0;
      const unavailable = plan.archived
        ? { code: 'PLAN_ARCHIVED' as const, message: 'This plan is no longer sold.' }
        : !order && plan.maxPurchasesPerBuyer > 0 && bought >= plan.maxPurchasesPerBuyer
          ? {
              code: 'PURCHASE_LIMIT_REACHED' as const,
              message:
                plan.maxPurchasesPerBuyer === 1
                  ? 'You already have this plan: it can be bought once.'
                  : `You have bought this plan ${bought} times, as often as it can be bought.`,
            }
          : priceMinor > 0 && !site.settings.acceptsPayments
            ? { code: 'PAYMENTS_OFF' as const, message: 'This shop is not taking payments at the moment.' }
            : undefined;
      return {
        siteName: site.displayName,
        callbacks: session.request.callbacks ?? {},
        plan: {
          id: plan.id,
          name: plan.name,
          ...(plan.description ? { description: plan.description } : {}),
          perks: plan.perks.values,
          price: formatMoney(priceMinor, currency),
          billing: billingWords(plan.pricing),
          ...(trialDays > 0 ? { freeTrialDays: trialDays } : {}),
          ...(plan.termsAndConditions ? { termsAndConditions: plan.termsAndConditions } : {}),
        },
        totalToday: formatMoney(paysNow ? priceMinor : 0, currency),
        totalTodayAmount: toDecimalString(paysNow ? priceMinor : 0, currency),
        paysToday: paysNow,
        // Once bought, the order's own next payment; before, what a purchase now would have.
        ...(purchase
          ? purchase.nextPaymentDate
            ? { nextPaymentDate: purchase.nextPaymentDate }
            : {}
          : nextPayment
            ? { nextPaymentDate: nextPayment.toISOString() }
            : {}),
        cardRequired: priceMinor > 0 && (paysNow || isRecurring(terms) || trialDays > 0),
        ...(buyer ? { buyer: { memberId: buyer.id, email: buyer.email } } : {}),
        ...(unavailable ? { unavailable } : {}),
        ...(order ? { order } : {}),
      };
    },

    /** A sign-in for the session's visitor that comes back to this summary (a `login` session). */
    async signInLink({ session: token }: { session: string }) {
      const { session } = await open(token);
      const back = `${deps.publicUrl}/hosted/plan-checkout?${new URLSearchParams({ session: token })}`;
      const login = await deps.redirects.createRedirectSession(session.identity, {
        login: {},
        callbacks: { postFlowUrl: back },
      });
      return { url: login.fullUrl };
    },

    /** Buys the session's plan for the signed-in member; a page sent twice makes one order. */
    async purchase(request: HostedPlanPurchaseRequest) {
      const { session, planId, siteId } = await open(request.session);
      const buyer = await buyerOf(session, request.sessionToken);
      if (!buyer) throw signInFirst();
      const order = await deps.orders.buyOnline(siteId, { memberId: buyer.id, contactId: buyer.id }, planId, {
        source: session.id,
        ...(request.shownTotal !== undefined ? { shownTotal: request.shownTotal } : {}),
        ...(request.card
          ? {
              payment: {
                card: request.card,
                ...(request.authentication ? { authentication: request.authentication } : {}),
              },
            }
          : {}),
      });
      return { order };
    },
  };
}

export type HostedPlanCheckoutService = ReturnType<typeof createHostedPlanCheckout>;
