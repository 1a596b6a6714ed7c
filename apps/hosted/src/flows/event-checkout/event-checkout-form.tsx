import { totalChangedOf } from '@bazaar/sdk/hosted';
import { type FormEvent, useCallback, useState } from 'react';
import { useAction } from '../../shared/action';
import { backToSite } from '../../shared/back-to-site';
import { BankChallenge } from '../../shared/bank-challenge';
import { useBankStep } from '../../shared/bank-step';
import { ContactFields } from '../../shared/contact-fields';
import { ErrorMessage } from '../../shared/layout';
import { PayActions } from '../../shared/pay-actions';
import { cardFrom, PaymentFields } from '../../shared/payment-fields';
import type { SessionMember } from '../../shared/session-member';
import {
  type Attendees,
  type Card,
  declinedBy,
  type EventCheckoutCalls,
  type EventOrder,
  eventCheckoutMessageOf,
  type HostedEventCheckout,
  holdLostBy,
  ticketsLeftBy,
} from './event-checkout-calls';
import { EventSummary } from './event-summary';
import { HoldCountdown } from './hold-countdown';

export type EventCheckoutStep =
  | { step: 'form'; data: HostedEventCheckout; member: SessionMember | undefined }
  | { step: 'ordered'; data: HostedEventCheckout; order: EventOrder };

const HOLD_RAN_OUT =
  'Your tickets were held for 20 minutes and that time has run out. Go back to the event to choose them again.';

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
 * The "Add your details" form: the buyer (a signed-in member's details fill it, editable), each
 * further ticket's guest and the card for paid tickets, while the hold lasts; ordering moves the
 * page on to the confirmation. Pay waits while a change of quantities is priced.
 */
export function EventCheckoutForm({
  session,
  calls,
  data,
  member,
  onStep,
}: {
  session: string;
  calls: EventCheckoutCalls;
  data: HostedEventCheckout;
  member: SessionMember | undefined;
  onStep(step: EventCheckoutStep): void;
}) {
  // A hold that had run out before the page opened: the page opens on it.
  const heldAtOpening = data.reservation.status === 'RESERVATION_PENDING';
  const action = useAction(eventCheckoutMessageOf, heldAtOpening ? null : HOLD_RAN_OUT);
  const { busy, error, setError, run } = action;
  const [lost, setLost] = useState(!heldAtOpening);
  // A change of quantities in flight: Pay waits for the new total.
  const [changing, setChanging] = useState(false);
  const bank = useBankStep<{ attendees: Attendees; card: Card }>({
    retry: (attempt, authentication) => order(attempt.attendees, attempt.card, authentication),
    runner: action,
    answerChallenge: calls.answerChallenge,
  });
  const expired = useCallback(() => {
    setLost(true);
    setError(HOLD_RAN_OUT);
  }, [setError]);

  const back = data.callbacks.postFlowUrl;
  const tickets = data.reservation.lines.reduce((sum, line) => sum + line.quantity, 0);
  const pays = data.paymentRequired;

  const order = async (attendees: Attendees, card?: Card, authentication?: string) => {
    try {
      const placed = await calls.placeOrder(session, attendees, {
        ...(card ? { card } : {}),
        ...(authentication ? { authentication } : {}),
        // The total on the button: the platform charges no other (TOTAL_CHANGED).
        ...(card ? { shownTotal: data.reservation.invoice.grandTotal.value } : {}),
      });
      onStep({ step: 'ordered', data, order: placed });
    } catch (reason) {
      if (card && bank.askedFor(reason, { attendees, card })) return;
      if (totalChangedOf(reason))
        onStep({ step: 'form', data: await calls.loadEventCheckout(session), member });
      setLost(holdLostBy(reason));
      setError(eventCheckoutMessageOf(reason));
      if (declinedBy(reason)) document.querySelector<HTMLInputElement>('input[name="card"]')?.focus();
    }
  };

  const changeTickets = async (ticketDefinitionId: string, quantity: number) => {
    setChanging(true);
    setError(null);
    try {
      onStep({
        step: 'form',
        data: await calls.changeQuantity(session, ticketDefinitionId, quantity),
        member,
      });
    } catch (reason) {
      const left = ticketsLeftBy(reason);
      if (left !== undefined) {
        // Someone else took them meanwhile: the page shows what this buyer may still have.
        onStep({ step: 'form', data: await calls.loadEventCheckout(session).catch(() => data), member });
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(() => order(attendeesFrom(form, tickets - 1), pays ? cardFrom(form) : undefined), {
      keepError: true,
    });
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
