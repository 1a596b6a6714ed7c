import { totalChangedOf } from '@bazaar/sdk/hosted';
import type { FormEvent } from 'react';
import { LEAVING, useAction } from '../../shared/action';
import { backToSite } from '../../shared/back-to-site';
import { BankChallenge } from '../../shared/bank-challenge';
import { useBankStep } from '../../shared/bank-step';
import { ErrorMessage } from '../../shared/layout';
import { forgetMemberSession, memberSession } from '../../shared/member-session';
import { PayActions } from '../../shared/pay-actions';
import { cardFrom, PaymentFields } from '../../shared/payment-fields';
import {
  type Card,
  declinedBy,
  type HostedPlanCheckout,
  type PlanCheckoutCalls,
  type PlanOrder,
  planCheckoutMessageOf,
  signInNeededBy,
} from './plan-checkout-calls';
import { PlanSummary } from './plan-summary';

export type PlanStep =
  | { step: 'summary'; data: HostedPlanCheckout }
  | { step: 'bought'; data: HostedPlanCheckout; order: PlanOrder };

/** The summary as the platform sees this visitor: signed in when the kept sign-in still holds. */
export async function loadSummary(calls: PlanCheckoutCalls, session: string): Promise<HostedPlanCheckout> {
  const sessionToken = memberSession();
  const data = await calls.loadPlanCheckout(session, sessionToken);
  if (sessionToken && !data.buyer) forgetMemberSession();
  return data;
}

/**
 * The summary's buying step: a visitor is sent to sign in; a member buys (with the test card when
 * one is needed), and the page moves on to the confirmation.
 */
export function PlanPurchase({
  session,
  calls,
  data,
  onStep,
}: {
  session: string;
  calls: PlanCheckoutCalls;
  data: HostedPlanCheckout;
  onStep(step: PlanStep): void;
}) {
  const action = useAction(planCheckoutMessageOf);
  const { busy, error, setError, run } = action;
  const bank = useBankStep<{ card: Card }>({
    retry: (attempt, authentication) => buy(attempt.card, authentication),
    runner: action,
    answerChallenge: calls.answerChallenge,
  });
  // Leaving before buying goes back to the plans (a visitor at /account would meet a sign-in wall);
  // the confirmation's way back is postFlowUrl.
  const back = data.callbacks.planListUrl ?? data.callbacks.postFlowUrl;
  const { buyer, unavailable } = data;
  const reload = () => loadSummary(calls, session).catch(() => data);

  const signIn = async () => {
    window.location.assign(await calls.signInLink(session));
    return LEAVING;
  };

  const buy = async (card?: Card, authentication?: string) => {
    const sessionToken = memberSession();
    if (!sessionToken && !data.buyer) return signIn();
    try {
      const order = await calls.purchasePlan(session, sessionToken, {
        ...(card ? { card } : {}),
        ...(authentication ? { authentication } : {}),
        // "Total today" as the page shows it: the platform charges no other (TOTAL_CHANGED).
        shownTotal: data.totalTodayAmount,
      });
      // The summary again, as a reload would show it: with the order's own next payment.
      onStep({ step: 'bought', data: await reload(), order });
    } catch (reason) {
      if (card && bank.askedFor(reason, { card })) return;
      if (totalChangedOf(reason)) onStep({ step: 'summary', data: await reload() });
      if (signInNeededBy(reason)) {
        forgetMemberSession();
        onStep({ step: 'summary', data: { ...data, buyer: undefined } as HostedPlanCheckout });
      }
      setError(planCheckoutMessageOf(reason));
      if (declinedBy(reason)) document.querySelector<HTMLInputElement>('input[name="card"]')?.focus();
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(() => buy(data.cardRequired ? cardFrom(form) : undefined), { keepError: true });
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
              onClick={() => run(signIn)}
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
