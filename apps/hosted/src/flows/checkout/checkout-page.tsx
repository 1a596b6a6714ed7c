import { FlowEnded, HostedFlow, useHostedFlow } from '../../shared/hosted-flow';
import type { SessionMember } from '../../shared/session-member';
import {
  type CheckoutCalls,
  checkoutCalls,
  type HostedCheckout,
  checkoutMessageOf as messageOf,
  type PlacedOrder,
} from './checkout-calls';
import { CheckoutForm } from './checkout-form';
import { ThankYou } from './thank-you';

type Step =
  | { step: 'form'; data: HostedCheckout; member: SessionMember | undefined }
  | { step: 'paid'; data: HostedCheckout; order: PlacedOrder };

/**
 * The hosted checkout: the session's checkout loaded, then the form (contact, address, delivery,
 * coupon and a test card), then the thank-you page, which a reload shows again.
 */
export function CheckoutPage({ session, calls = checkoutCalls }: { session: string; calls?: CheckoutCalls }) {
  const flow = useHostedFlow<Step>({
    credential: session,
    missing: 'This page needs a checkout link from a store.',
    load: async (link) => {
      const [data, member] = await Promise.all([calls.loadCheckout(link), calls.loadSessionMember(link)]);
      // Paid already: the thank-you page again (a reload), with the order as it was paid.
      if (data.order) return { step: 'paid', data, order: data.order };
      if (data.checkout.completed) throw new FlowEnded('This checkout has been paid already.');
      return { step: 'form', data, member };
    },
    messageOf,
  });
  return (
    <HostedFlow title="Checkout unavailable" state={flow.state}>
      {(current) =>
        current.step === 'paid' ? (
          <ThankYou
            siteName={current.data.siteName}
            order={current.order}
            back={current.data.callbacks.postFlowUrl}
          />
        ) : (
          <CheckoutForm
            session={session}
            calls={calls}
            data={current.data}
            member={current.member}
            onCheckout={(checkout) =>
              flow.setStep((now) => (now.step === 'form' ? { ...now, data: { ...now.data, checkout } } : now))
            }
            onPaid={(order) => flow.setStep({ step: 'paid', data: current.data, order })}
          />
        )
      }
    </HostedFlow>
  );
}
