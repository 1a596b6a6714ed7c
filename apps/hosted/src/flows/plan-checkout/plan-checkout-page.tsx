import { HostedFlow, useHostedFlow } from '../../shared/hosted-flow';
import { type PlanCheckoutCalls, planCheckoutCalls, planCheckoutMessageOf } from './plan-checkout-calls';
import { PlanConfirmation } from './plan-confirmation';
import { loadSummary, PlanPurchase, type PlanStep } from './plan-purchase';
import './plan-checkout.css';

/**
 * The hosted "Order summary" page of a membership plan: the plan, how it is billed and what is
 * paid today, to anyone; buying needs a member, so a visitor signs in or up on the hosted login
 * page and comes back here; then the test card when a payment is due, and the confirmation with
 * the start date and the next payment, which a reload shows again.
 */
export function PlanCheckoutPage({
  session,
  calls = planCheckoutCalls,
}: {
  session: string;
  calls?: PlanCheckoutCalls;
}) {
  const flow = useHostedFlow<PlanStep>({
    credential: session,
    missing: 'This page needs a plan link from a site.',
    load: async (link) => {
      const data = await loadSummary(calls, link);
      return data.order ? { step: 'bought', data, order: data.order } : { step: 'summary', data };
    },
    messageOf: planCheckoutMessageOf,
  });
  return (
    <HostedFlow title="Plan unavailable" state={flow.state}>
      {(current) =>
        current.step === 'bought' ? (
          <PlanConfirmation data={current.data} order={current.order} />
        ) : (
          <PlanPurchase session={session} calls={calls} data={current.data} onStep={flow.setStep} />
        )
      }
    </HostedFlow>
  );
}
