import { totalChangedOf } from '@bazaar/sdk/hosted';
import { type FormEvent, useState } from 'react';
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
  type Booker,
  type Booking,
  type BookingCalls,
  bookingMessageOf,
  type Card,
  type ContactDetails,
  type HostedBooking,
  type PaymentOption,
  slotTakenBy,
} from './booking-calls';
import { BookingSummary } from './booking-summary';
import { answersFrom, FormQuestions } from './form-questions';

export type BookingStep =
  | { step: 'form'; data: HostedBooking; member: SessionMember | undefined }
  | { step: 'booked'; data: HostedBooking; booking: Booking };

const OPTION_LABELS: Record<PaymentOption, string> = {
  OFFLINE: 'Pay in person',
  ONLINE: 'Pay online now',
  MEMBERSHIP: 'Use your plan',
};

/** What a way of paying costs the booker: the price, or the plan's sessions for a booking it covers. */
function amountOf(choice: PaymentOption, price: string | undefined, service: HostedBooking['service']) {
  if (choice !== 'MEMBERSHIP' || !service.membership) return price;
  const { planName, sessionsLeft } = service.membership;
  return sessionsLeft === undefined ? planName : `${planName}, ${sessionsLeft} left`;
}

function contactFrom(form: FormData): ContactDetails {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  return {
    firstName: text('firstName'),
    email: text('email'),
    ...(text('lastName') ? { lastName: text('lastName') } : {}),
    ...(text('phone') ? { phone: text('phone') } : {}),
  };
}

/**
 * The Booking Details form: the booker's contact details (a signed-in member's fill it, editable:
 * no one retypes what the site knows), the service's questions and how they pay; booking moves the
 * page on to the confirmation.
 */
export function BookingForm({
  session,
  calls,
  data,
  member,
  onStep,
}: {
  session: string;
  calls: BookingCalls;
  data: HostedBooking;
  member: SessionMember | undefined;
  onStep(step: BookingStep): void;
}) {
  const [option, setOption] = useState<PaymentOption>(data.service.paymentOptions[0] ?? 'OFFLINE');
  const action = useAction(bookingMessageOf);
  const { busy, error, setError, run } = action;
  const [taken, setTaken] = useState(false);
  const bank = useBankStep<{ booker: Booker; card: Card }>({
    retry: (attempt, authentication) => book(attempt.booker, attempt.card, authentication),
    runner: action,
    answerChallenge: calls.answerChallenge,
  });
  const { service, callbacks } = data;
  const back = callbacks.bookingsServiceListUrl ?? callbacks.postFlowUrl;
  const paysOnline = option === 'ONLINE';

  const book = async (booker: Booker, card?: Card, authentication?: string) => {
    // The price on the button: the platform charges no other (TOTAL_CHANGED).
    const shownTotal = card ? service.price?.value : undefined;
    try {
      const booking = await calls.bookSlot(session, booker, {
        option,
        ...(card ? { card } : {}),
        ...(authentication ? { authentication } : {}),
        ...(shownTotal ? { shownTotal } : {}),
      });
      onStep({ step: 'booked', data, booking });
    } catch (reason) {
      if (card && bank.askedFor(reason, { booker, card })) return;
      // The price moved after the page showed it: show the one due now before the booker pays.
      if (totalChangedOf(reason)) onStep({ step: 'form', data: await calls.loadBooking(session), member });
      setTaken(slotTakenBy(reason));
      setError(bookingMessageOf(reason));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const booker = { contact: contactFrom(form), answers: answersFrom(form, service.formFields) };
    void run(() => book(booker, paysOnline ? cardFrom(form) : undefined), { keepError: true });
  };

  const price = service.price?.formattedValue;
  return (
    <main className="page" data-testid="booking-details">
      <header className="top">
        <p className="eyebrow">{data.siteName}</p>
        <h1>Booking Details</h1>
      </header>
      <div className="columns">
        {data.slot.cannotBook ? (
          // A time the policy no longer takes: say why, and lead back to the other times.
          <section className="card" aria-labelledby="cannot-book" data-testid="booking-refused">
            <h2 id="cannot-book">This time cannot be booked</h2>
            <ErrorMessage inline>{`${data.slot.cannotBook}.`}</ErrorMessage>
            {back ? (
              <a className="button" href={backToSite(back)}>
                Choose another time
              </a>
            ) : null}
          </section>
        ) : (
          <form className="card" onSubmit={submit} aria-label="Booking details">
            <fieldset className="fields">
              <legend>Your details</legend>
              <ContactFields member={member} lastNameRequired={false} emailMaxLength={320} phone />
            </fieldset>
            <FormQuestions fields={service.formFields} />
            {service.paymentOptions.length > 1 ? (
              <fieldset className="fields">
                <legend>How to pay</legend>
                <div className="options">
                  {service.paymentOptions.map((choice) => (
                    <label key={choice} className="option">
                      <input
                        type="radio"
                        name="paymentOption"
                        value={choice}
                        checked={option === choice}
                        onChange={() => {
                          setOption(choice);
                          setError(null);
                        }}
                      />
                      <span className="name">{OPTION_LABELS[choice]}</span>
                      <span className="amount">{amountOf(choice, price, service)}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
            {paysOnline ? <PaymentFields /> : null}
            <PayActions
              busy={busy}
              error={error}
              label={paysOnline && price ? `Book and pay ${price}` : 'Book now'}
              busyLabel="Booking…"
              back={back}
            >
              {taken && back ? (
                <a className="secondary-button" href={backToSite(back)}>
                  Choose another time
                </a>
              ) : null}
              {service.requiresApproval ? (
                <p className="hint">
                  {data.siteName} confirms each booking: you will be booked once they do.
                </p>
              ) : null}
            </PayActions>
          </form>
        )}
        <BookingSummary data={data} />
      </div>
      {bank.waiting ? (
        <BankChallenge amount={price ?? ''} siteName={data.siteName} busy={busy} onAnswer={bank.answer} />
      ) : null}
    </main>
  );
}
