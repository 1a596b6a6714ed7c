import { totalChangedOf } from '@bazaar/sdk/hosted';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { backToSite } from '../../shared/back-to-site';
import { BankChallenge } from '../../shared/bank-challenge';
import { useBankStep } from '../../shared/bank-step';
import { ContactFields } from '../../shared/contact-fields';
import { ErrorMessage, Loading, Unavailable } from '../../shared/layout';
import { PayActions } from '../../shared/pay-actions';
import { cardFrom, PaymentFields } from '../../shared/payment-fields';
import { loadSessionMember, type SessionMember } from '../../shared/session-member';
import {
  type Attendees,
  type Card,
  changeQuantity,
  declinedBy,
  type EventOrder,
  eventCheckoutMessageOf,
  type HostedEventCheckout,
  holdLostBy,
  loadEventCheckout,
  placeOrder,
  ticketsLeftBy,
} from './event-checkout-calls';
import { EventConfirmation } from './event-confirmation';
import { EventSummary } from './event-summary';
import { HoldCountdown } from './hold-countdown';
import './event-checkout.css';

type State =
  | { step: 'loading' }
  | { step: 'failed'; message: string }
  | { step: 'form'; data: HostedEventCheckout }
  | { step: 'ordered'; data: HostedEventCheckout; order: EventOrder };

function attendeesFrom(form: FormData, guests: number): Attendees {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  return {
    buyer: { firstName: text('firstName'), lastName: text('lastName'), email: text('email') },
    guests: Array.from({ length: guests }, (_, index) => ({
      firstName: text(`guest-${index}-firstName`),
      lastName: text(`guest-${index}-lastName`),
    })),
    marketingConsent: form.get('marketingConsent') === 'on',
  };
}

/**
 * The hosted "Add your details" page: the event and the held tickets with a countdown of the hold,
 * the buyer's details and each further ticket's guest, and the test card for paid tickets; then
 * the confirmation with the tickets, which a reload shows again.
 */
export function EventCheckoutPage({ session }: { session: string }) {
  const [state, setState] = useState<State>({ step: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [lost, setLost] = useState(false);
  // A change of quantities in flight: Pay waits for the new total.
  const [changing, setChanging] = useState(false);
  // A signed-in member's details fill the buyer's fields (editable).
  const [member, setMember] = useState<SessionMember | undefined>();
  const bank = useBankStep<{ attendees: Attendees; card: Card }>({
    retry: (attempt, authentication) => order(attempt.attendees, attempt.card, authentication),
    fail: (reason) => setError(eventCheckoutMessageOf(reason)),
    setBusy,
  });
  const expired = useCallback(() => {
    setLost(true);
    setError(
      'Your tickets were held for 20 minutes and that time has run out. Go back to the event to choose them again.',
    );
  }, []);

  useEffect(() => {
    if (!session) {
      setState({ step: 'failed', message: 'This page needs a tickets link from a site.' });
      return;
    }
    Promise.all([loadEventCheckout(session), loadSessionMember(session)])
      .then(([data, found]) => {
        setMember(found);
        if (data.order) setState({ step: 'ordered', data, order: data.order });
        else {
          setState({ step: 'form', data });
          if (data.reservation.status !== 'RESERVATION_PENDING') expired();
        }
      })
      .catch((reason: unknown) => setState({ step: 'failed', message: eventCheckoutMessageOf(reason) }));
  }, [session, expired]);

  if (state.step === 'loading') return <Loading />;
  if (state.step === 'failed') return <Unavailable title="Tickets unavailable" message={state.message} />;
  const { data } = state;
  if (state.step === 'ordered') return <EventConfirmation data={data} order={state.order} />;

  const back = data.callbacks.postFlowUrl;
  const tickets = data.reservation.lines.reduce((sum, line) => sum + line.quantity, 0);
  const pays = data.paymentRequired;

  const order = async (attendees: Attendees, card?: Card, authentication?: string) => {
    try {
      const placed = await placeOrder(session, attendees, {
        ...(card ? { card } : {}),
        ...(authentication ? { authentication } : {}),
        // The total on the button: the platform charges no other (TOTAL_CHANGED).
        ...(card ? { shownTotal: data.reservation.invoice.grandTotal.value } : {}),
      });
      setState({ step: 'ordered', data, order: placed });
    } catch (reason) {
      if (card && bank.askedFor(reason, { attendees, card })) return;
      if (totalChangedOf(reason)) setState({ step: 'form', data: await loadEventCheckout(session) });
      setLost(holdLostBy(reason));
      setError(eventCheckoutMessageOf(reason));
      if (declinedBy(reason)) document.querySelector<HTMLInputElement>('input[name="card"]')?.focus();
    }
  };

  const changeTickets = async (ticketDefinitionId: string, quantity: number) => {
    setChanging(true);
    setError(null);
    try {
      setState({ step: 'form', data: await changeQuantity(session, ticketDefinitionId, quantity) });
    } catch (reason) {
      const left = ticketsLeftBy(reason);
      if (left !== undefined) {
        // Someone else took them meanwhile: the page shows what this buyer may still have.
        setState({ step: 'form', data: await loadEventCheckout(session).catch(() => data) });
        setError(
          left === 0
            ? 'No more of these tickets are left. You still have the ones you chose.'
            : `Only ${left} of these tickets ${left === 1 ? 'is' : 'are'} left for you. You still have the ones you chose.`,
        );
        return;
      }
      setLost(holdLostBy(reason));
      setError(eventCheckoutMessageOf(reason));
    } finally {
      setChanging(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await order(attendeesFrom(form, tickets - 1), pays ? cardFrom(form) : undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="page" data-testid="event-checkout">
      <header className="top">
        <p className="eyebrow">{data.siteName}</p>
        <h1>Add your details</h1>
        {!lost ? <HoldCountdown expires={data.reservation.expires} onExpired={expired} /> : null}
      </header>
      <div className="columns">
        <form className="card" onSubmit={submit} aria-label="Your details">
          <fieldset className="fields" disabled={lost}>
            <legend>Your details</legend>
            <ContactFields member={member} lastNameRequired emailMaxLength={254} />
            <label className="check">
              <input type="checkbox" name="marketingConsent" />
              Send me news about upcoming events
            </label>
          </fieldset>
          {Array.from({ length: tickets - 1 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: guests are numbered by their ticket
            <fieldset className="fields" key={index} disabled={lost}>
              <legend>Guest {index + 2}</legend>
              <div className="row">
                <label>
                  First name
                  <input name={`guest-${index}-firstName`} required maxLength={100} />
                </label>
                <label>
                  Last name
                  <input name={`guest-${index}-lastName`} required maxLength={100} />
                </label>
              </div>
            </fieldset>
          ))}
          {pays && !lost ? <PaymentFields /> : null}
          {lost ? (
            <>
              {error ? <ErrorMessage inline>{error}</ErrorMessage> : null}
              {back ? (
                <a className="button" href={backToSite(back)}>
                  Choose tickets again
                </a>
              ) : null}
            </>
          ) : (
            <PayActions
              busy={busy}
              error={error}
              waiting={changing ? 'Updating total…' : undefined}
              label={pays ? `Pay ${data.reservation.total}` : 'Get tickets'}
              busyLabel="Placing your order…"
              back={back}
            />
          )}
        </form>
        <EventSummary
          data={data}
          onQuantity={lost ? undefined : changeTickets}
          locked={busy}
          changing={changing}
        />
      </div>
      {bank.waiting ? (
        <BankChallenge
          amount={data.reservation.total}
          siteName={data.siteName}
          busy={busy}
          onAnswer={bank.answer}
        />
      ) : null}
    </main>
  );
}
