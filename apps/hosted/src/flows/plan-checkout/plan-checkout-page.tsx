import { totalChangedOf } from '@bazaar/sdk/hosted';
import { type FormEvent, useEffect, useState } from 'react';
import { backToSite } from '../../shared/back-to-site';
import { BankChallenge } from '../../shared/bank-challenge';
import { useBankStep } from '../../shared/bank-step';
import { ErrorMessage, Loading, Unavailable } from '../../shared/layout';
import { forgetMemberSession, memberSession } from '../../shared/member-session';
import { PayActions } from '../../shared/pay-actions';
import { cardFrom, PaymentFields } from '../../shared/payment-fields';
import {
  type Card,
  declinedBy,
  type HostedPlanCheckout,
  loadPlanCheckout,
  type PlanOrder,
  planCheckoutMessageOf,
  purchasePlan,
  signInLink,
  signInNeededBy,
} from './plan-checkout-calls';
import { PlanConfirmation } from './plan-confirmation';
import { PlanSummary } from './plan-summary';
import './plan-checkout.css';

type State =
  | { step: 'loading' }
  | { step: 'failed'; message: string }
  | { step: 'summary'; data: HostedPlanCheckout }
  | { step: 'bought'; data: HostedPlanCheckout; order: PlanOrder };

/** The summary as the platform sees this visitor: signed in when the kept sign-in still holds. */
async function load(session: string): Promise<HostedPlanCheckout> {
  const sessionToken = memberSession();
  const data = await loadPlanCheckout(session, sessionToken);
  if (sessionToken && !data.buyer) forgetMemberSession();
  return data;
}

/**
 * The hosted "Order summary" page of a membership plan: the plan, how it is billed and what is
 * paid today, to anyone; buying needs a member, so a visitor signs in or up on the hosted login
 * page and comes back here; then the test card when a payment is due, and the confirmation with
 * the start date and the next payment, which a reload shows again.
 */
export function PlanCheckoutPage({ session }: { session: string }) {
  const [state, setState] = useState<State>({ step: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bank = useBankStep<{ card: Card }>({
    retry: (attempt, authentication) => buy(attempt.card, authentication),
    fail: (reason) => setError(planCheckoutMessageOf(reason)),
    setBusy,
  });

  useEffect(() => {
    if (!session) {
      setState({ step: 'failed', message: 'This page needs a plan link from a site.' });
      return;
    }
    load(session)
      .then((data) =>
        setState(data.order ? { step: 'bought', data, order: data.order } : { step: 'summary', data }),
      )
      .catch((reason: unknown) => setState({ step: 'failed', message: planCheckoutMessageOf(reason) }));
  }, [session]);

  if (state.step === 'loading') return <Loading />;
  if (state.step === 'failed') return <Unavailable title="Plan unavailable" message={state.message} />;
  const { data } = state;
  if (state.step === 'bought') return <PlanConfirmation data={data} order={state.order} />;

  // Leaving before buying goes back to the plans (a visitor at /account would meet a sign-in wall);
  // the confirmation's way back is postFlowUrl.
  const back = data.callbacks.planListUrl ?? data.callbacks.postFlowUrl;
  const { buyer, unavailable } = data;

  const goSignIn = async () => {
    setBusy(true);
    setError(null);
    try {
      window.location.assign(await signInLink(session));
    } catch (reason) {
      setError(planCheckoutMessageOf(reason));
      setBusy(false);
    }
  };

  const buy = async (card?: Card, authentication?: string) => {
    const sessionToken = memberSession();
    if (!sessionToken && !data.buyer) return goSignIn();
    try {
      const order = await purchasePlan(session, sessionToken, {
        ...(card ? { card } : {}),
        ...(authentication ? { authentication } : {}),
        // "Total today" as the page shows it: the platform charges no other (TOTAL_CHANGED).
        shownTotal: data.totalTodayAmount,
      });
      // The summary again, as a reload would show it: with the order's own next payment.
      setState({ step: 'bought', data: await load(session).catch(() => data), order });
    } catch (reason) {
      if (card && bank.askedFor(reason, { card })) return;
      if (totalChangedOf(reason)) setState({ step: 'summary', data: await load(session).catch(() => data) });
      if (signInNeededBy(reason)) {
        forgetMemberSession();
        setState({ step: 'summary', data: { ...data, buyer: undefined } as HostedPlanCheckout });
      }
      setError(planCheckoutMessageOf(reason));
      if (declinedBy(reason)) document.querySelector<HTMLInputElement>('input[name="card"]')?.focus();
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await buy(data.cardRequired ? cardFrom(form) : undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="page" data-testid="plan-checkout">
      <header className="top">
        <p className="eyebrow">{data.siteName}</p>
        <h1>Order summary</h1>
      </header>
      <div className="columns">
        {unavailable ? (
          <section className="card" aria-label="Buying this plan">
            <ErrorMessage>{unavailable.message}</ErrorMessage>
            {back ? (
              <a className="button" href={backToSite(back)}>
                See the other plans
              </a>
            ) : null}
          </section>
        ) : buyer ? (
          <form className="card" onSubmit={submit} aria-label="Buy this plan">
            <p className="signed-in" data-testid="plan-buyer">
              Buying as <strong>{buyer.email}</strong>
            </p>
            {data.plan.termsAndConditions ? (
              <details className="terms">
                <summary>Terms and conditions</summary>
                <p>{data.plan.termsAndConditions}</p>
              </details>
            ) : null}
            {data.cardRequired ? <PaymentFields /> : null}
            {data.cardRequired && !data.paysToday ? (
              <p className="hint">Nothing is charged today: the card pays when the free trial ends.</p>
            ) : null}
            <PayActions
              busy={busy}
              error={error}
              label={data.paysToday ? `Pay ${data.totalToday}` : 'Start my plan'}
              busyLabel="Buying…"
              back={back}
            />
          </form>
        ) : (
          <section className="card" aria-label="Sign in to buy">
            <h2>Sign in to buy</h2>
            <p>
              A plan belongs to a member of {data.siteName}: sign in, or sign up in a minute, and you come
              straight back here.
            </p>
            {error ? <ErrorMessage inline>{error}</ErrorMessage> : null}
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={goSignIn}
              data-testid="plan-sign-in"
            >
              {busy ? 'Opening…' : 'Sign in or sign up'}
            </button>
            {back ? (
              <a className="link" href={backToSite(back)}>
                Return to the site
              </a>
            ) : null}
          </section>
        )}
        <PlanSummary data={data} />
      </div>
      {bank.waiting ? (
        <BankChallenge amount={data.totalToday} siteName={data.siteName} busy={busy} onAnswer={bank.answer} />
      ) : null}
    </main>
  );
}
