import { totalChangedOf } from '@bazaar/sdk/hosted';
import { type FormEvent, useEffect, useState } from 'react';
import { backToSite } from '../../shared/back-to-site';
import { BankChallenge } from '../../shared/bank-challenge';
import { useBankStep } from '../../shared/bank-step';
import { ContactFields } from '../../shared/contact-fields';
import { ErrorMessage, Loading, Unavailable } from '../../shared/layout';
import { PayActions } from '../../shared/pay-actions';
import { cardFrom, PaymentFields } from '../../shared/payment-fields';
import { loadSessionMember, type SessionMember } from '../../shared/session-member';
import {
  type Booker,
  type Booking,
  bookingMessageOf,
  bookSlot,
  type Card,
  type ContactDetails,
  type HostedBooking,
  loadBooking,
  type PaymentOption,
  slotTakenBy,
} from './booking-calls';
import { BookingConfirmation } from './booking-confirmation';
import { BookingSummary } from './booking-summary';
import { answersFrom, FormQuestions } from './form-questions';

type State =
  | { step: 'loading' }
  | { step: 'failed'; message: string }
  | { step: 'form'; data: HostedBooking }
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
 * The hosted "Booking Details" page: the chosen service and time, the booker's contact details and
 * how they pay (in person, online with a test card, or with a plan they hold that covers the
 * service); then the confirmation, which a reload
 * shows again.
 */
export function BookingPage({ session }: { session: string }) {
  const [state, setState] = useState<State>({ step: 'loading' });
  const [option, setOption] = useState<PaymentOption>('OFFLINE');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [taken, setTaken] = useState(false);
  // A signed-in member's details fill the form (editable): no one retypes what the site knows.
  const [member, setMember] = useState<SessionMember | undefined>();
  // `book` is this render's: the bank's dialog opens only from a page that got as far as defining it.
  const bank = useBankStep<{ booker: Booker; card: Card }>({
    retry: (attempt, authentication) => book(attempt.booker, attempt.card, authentication),
    fail: (reason) => setError(bookingMessageOf(reason)),
    setBusy,
  });

  useEffect(() => {
    if (!session) {
      setState({ step: 'failed', message: 'This page needs a booking link from a site.' });
      return;
    }
    Promise.all([loadBooking(session), loadSessionMember(session)])
      .then(([data, found]) => {
        setMember(found);
        setOption(data.service.paymentOptions[0] ?? 'OFFLINE');
        setState(data.booking ? { step: 'booked', data, booking: data.booking } : { step: 'form', data });
      })
      .catch((reason: unknown) => setState({ step: 'failed', message: bookingMessageOf(reason) }));
  }, [session]);

  if (state.step === 'loading') return <Loading />;
  if (state.step === 'failed') return <Unavailable title="Booking unavailable" message={state.message} />;
  const { data } = state;
  if (state.step === 'booked') return <BookingConfirmation data={data} booking={state.booking} />;

  const { service, callbacks } = data;
  const back = callbacks.bookingsServiceListUrl ?? callbacks.postFlowUrl;
  const paysOnline = option === 'ONLINE';

  const book = async (booker: Booker, card?: Card, authentication?: string) => {
    // The price on the button: the platform charges no other (TOTAL_CHANGED).
    const shownTotal = card ? service.price?.value : undefined;
    try {
      const booking = await bookSlot(session, booker, {
        option,
        ...(card ? { card } : {}),
        ...(authentication ? { authentication } : {}),
        ...(shownTotal ? { shownTotal } : {}),
      });
      setState({ step: 'booked', data, booking });
    } catch (reason) {
      if (card && bank.askedFor(reason, { booker, card })) return;
      // The price moved after the page showed it: show the one due now before the booker pays.
      if (totalChangedOf(reason)) setState({ step: 'form', data: await loadBooking(session) });
      setTaken(slotTakenBy(reason));
      setError(bookingMessageOf(reason));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const booker = { contact: contactFrom(form), answers: answersFrom(form, service.formFields) };
      await book(booker, paysOnline ? cardFrom(form) : undefined);
    } finally {
      setBusy(false);
    }
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
