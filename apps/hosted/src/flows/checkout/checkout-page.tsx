import { useEffect, useState } from 'react';
import { Loading, Unavailable } from '../../shared/layout';
import { loadSessionMember, type SessionMember } from '../../shared/session-member';
import {
  type HostedCheckout,
  loadCheckout,
  checkoutMessageOf as messageOf,
  type PlacedOrder,
} from './checkout-calls';
import { CheckoutForm } from './checkout-form';
import { ThankYou } from './thank-you';

type State =
  | { step: 'loading' }
  | { step: 'failed'; message: string }
  | { step: 'form'; data: HostedCheckout; member: SessionMember | undefined }
  | { step: 'paid'; data: HostedCheckout; order: PlacedOrder };

/**
 * The hosted checkout: the session's checkout loaded, then the form (contact, address, delivery,
 * coupon and a test card), then the thank-you page, which a reload shows again.
 */
export function CheckoutPage({ session }: { session: string }) {
  const [state, setState] = useState<State>({ step: 'loading' });

  useEffect(() => {
    if (!session) {
      setState({ step: 'failed', message: 'This page needs a checkout link from a store.' });
      return;
    }
    Promise.all([loadCheckout(session), loadSessionMember(session)])
      .then(([data, member]) =>
        setState(
          // Paid already: the thank-you page again (a reload), with the order as it was paid.
          data.order
            ? { step: 'paid', data, order: data.order }
            : data.checkout.completed
              ? { step: 'failed', message: 'This checkout has been paid already.' }
              : { step: 'form', data, member },
        ),
      )
      .catch((reason: unknown) => setState({ step: 'failed', message: messageOf(reason) }));
  }, [session]);

  if (state.step === 'loading') return <Loading />;
  if (state.step === 'failed') return <Unavailable title="Checkout unavailable" message={state.message} />;
  const { data } = state;
  if (state.step === 'paid')
    return <ThankYou siteName={data.siteName} order={state.order} back={data.callbacks.postFlowUrl} />;
  return (
    <CheckoutForm
      session={session}
      data={data}
      member={state.member}
      onCheckout={(checkout) =>
        setState((current) =>
          current.step === 'form' ? { ...current, data: { ...current.data, checkout } } : current,
        )
      }
      onPaid={(order) => setState({ step: 'paid', data, order })}
    />
  );
}
