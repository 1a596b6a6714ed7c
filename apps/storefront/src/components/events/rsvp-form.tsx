'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { RsvpFormView, RsvpRefusal, RsvpResultView } from '../../lib/views/events';
import { useLoading } from '../providers/loading-provider';
import { answerRsvp } from './actions';
import styles from './events.module.css';
import rsvpStyles from './rsvp-form.module.css';

/** What a guest reads when an RSVP is refused: a sentence, never the platform's message. */
function refusalSentence(refusal: RsvpRefusal): string {
  switch (refusal.reason) {
    case 'ALREADY_ANSWERED':
      return 'This email address has already RSVP’d to this event. Each guest answers once.';
    case 'CLOSED':
      return 'Sorry, RSVPs for this event have just closed.';
    case 'FULL':
      if (refusal.available === 0) return 'Sorry, this event has just filled up.';
      return `Only ${refusal.available === 1 ? '1 place is' : `${refusal.available} places are`} left: bring fewer guests to RSVP.`;
    case 'INVALID_EMAIL':
      return 'That email address does not look complete. Please check it and try again.';
    case 'INVALID':
      return 'Please check your name and email address, then try again.';
    case 'OTHER':
      return 'Your RSVP could not be sent just now. Please try again in a moment.';
  }
}

/** 0 to `max`: the choices of how many guests come along. */
const guestCounts = (max: number) => Array.from({ length: max + 1 }, (_, count) => count);

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/**
 * An RSVP event's form: name and email, the guests brought when the event allows them, and Yes or
 * No when it takes both. Sent by the storefront's server (`answerRsvp`); the answer then replaces
 * the form, and a refusal is said above the button with what was typed kept, to fix and resend.
 */
export function RsvpForm({ eventId, form, full }: { eventId: string; form: RsvpFormView; full: boolean }) {
  const { wrap } = useLoading();
  const [going, setGoing] = useState(true);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<RsvpRefusal | null>(null);
  const [result, setResult] = useState<RsvpResultView | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const email = useRef<HTMLInputElement>(null);

  // The form the focus was in is gone: the confirmation takes it, so it is read out.
  useEffect(() => {
    if (result) confirmation.current?.focus();
  }, [result]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPending(true);
    setRefusal(null);
    wrap(async () => {
      const answer = await answerRsvp(eventId, {
        firstName: text(data, 'firstName'),
        lastName: text(data, 'lastName'),
        email: text(data, 'email'),
        additionalGuests: Number(data.get('additionalGuests') ?? 0),
        going,
      });
      setPending(false);
      if (answer.ok) return setResult(answer.result);
      setRefusal(answer.refusal);
      if (answer.refusal.reason === 'INVALID_EMAIL') email.current?.focus();
    }).catch((error: unknown) => {
      console.error(error);
      setPending(false);
      setRefusal({ reason: 'OTHER' });
    });
  };

  if (result)
    return (
      <div
        ref={confirmation}
        tabIndex={-1}
        className={rsvpStyles.confirmation}
        data-testid="events.rsvp-confirmation"
      >
        <h3 className={rsvpStyles.confirmationTitle}>{result.headline}</h3>
        <p className={rsvpStyles.confirmationText}>{result.detail}</p>
        <p className={rsvpStyles.confirmationText}>
          Answered as <strong className={rsvpStyles.email}>{result.email}</strong>
        </p>
      </div>
    );

  const invalidEmail = refusal?.reason === 'INVALID_EMAIL';
  return (
    <form
      className={rsvpStyles.rsvpForm}
      onSubmit={submit}
      data-testid="events.rsvp-form"
      aria-busy={pending}
    >
      {form.canDecline ? (
        <fieldset className={rsvpStyles.choice}>
          <legend className={rsvpStyles.label}>Will you come?</legend>
          <label className={rsvpStyles.option}>
            <input type="radio" name="going" checked={going} onChange={() => setGoing(true)} />
            Yes, I’ll be there
          </label>
          <label className={rsvpStyles.option}>
            <input type="radio" name="going" checked={!going} onChange={() => setGoing(false)} />
            No, I can’t make it
          </label>
        </fieldset>
      ) : null}
      <div className={rsvpStyles.names}>
        <label className={rsvpStyles.field}>
          <span className={rsvpStyles.label}>First name</span>
          <input
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={100}
            className={rsvpStyles.input}
          />
        </label>
        <label className={rsvpStyles.field}>
          <span className={rsvpStyles.label}>Last name</span>
          <input
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={100}
            className={rsvpStyles.input}
          />
        </label>
      </div>
      <label className={rsvpStyles.field}>
        <span className={rsvpStyles.label}>Email</span>
        <input
          ref={email}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={254}
          aria-invalid={invalidEmail || undefined}
          className={rsvpStyles.input}
        />
      </label>
      {going && form.maxAdditionalGuests > 0 ? (
        <label className={rsvpStyles.field}>
          <span className={rsvpStyles.label}>Guests coming with you</span>
          <select name="additionalGuests" defaultValue="0" className={rsvpStyles.input}>
            {guestCounts(form.maxAdditionalGuests).map((count) => (
              <option key={count} value={count}>
                {count === 0 ? 'None, just me' : count}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {/* Present before any message, so that screen readers announce the one that comes. */}
      <div role="alert" className={rsvpStyles.rsvpMessage}>
        {refusal ? <p className={styles.error}>{refusalSentence(refusal)}</p> : null}
      </div>
      <button type="submit" className={rsvpStyles.submit} disabled={pending} data-testid="events.rsvp-submit">
        {pending ? 'Sending…' : going && full ? 'Join the waitlist' : 'RSVP'}
      </button>
    </form>
  );
}
