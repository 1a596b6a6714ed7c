import { HostedFlow, useHostedFlow } from '../../shared/hosted-flow';
import { type EventCheckoutCalls, eventCheckoutCalls, eventCheckoutMessageOf } from './event-checkout-calls';
import { EventCheckoutForm, type EventCheckoutStep } from './event-checkout-form';
import { EventConfirmation } from './event-confirmation';
import './event-checkout.css';

/**
 * The hosted "Add your details" page: the event and the held tickets with a countdown of the hold,
 * the buyer's details and each further ticket's guest, and the test card for paid tickets; then
 * the confirmation with the tickets, which a reload shows again.
 */
export function EventCheckoutPage({
  session,
  calls = eventCheckoutCalls,
}: {
  session: string;
  calls?: EventCheckoutCalls;
}) {
  const flow = useHostedFlow<EventCheckoutStep>({
    credential: session,
    missing: 'This page needs a tickets link from a site.',
    load: async (link) => {
      const [data, member] = await Promise.all([
        calls.loadEventCheckout(link),
        calls.loadSessionMember(link),
      ]);
      return data.order ? { step: 'ordered', data, order: data.order } : { step: 'form', data, member };
    },
    messageOf: eventCheckoutMessageOf,
  });
  return (
    <HostedFlow title="Tickets unavailable" state={flow.state}>
      {(current) =>
        current.step === 'ordered' ? (
          <EventConfirmation data={current.data} order={current.order} />
        ) : (
          <EventCheckoutForm
            session={session}
            calls={calls}
            data={current.data}
            member={current.member}
            onStep={flow.setStep}
          />
        )
      }
    </HostedFlow>
  );
}
