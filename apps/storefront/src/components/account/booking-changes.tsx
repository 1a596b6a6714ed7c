'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { MyBookingView } from '../../lib/views/my-bookings';
import buttons from '../shell/buttons.module.css';
import styles from './account-lists.module.css';
import { type BookingChangeRefusal, cancelMyBooking, rescheduleMyBooking } from './actions';

/** What the member reads when a change is refused: a sentence, never the platform's message. */
const SENTENCES: Record<BookingChangeRefusal, string> = {
  TOO_LATE: "It is too close to the time for this change: the business's policy no longer allows it online.",
  TAKEN: 'That time has just been taken. Choose another.',
  CHANGED: 'This booking changed meanwhile. The list shows it as it is now.',
  OTHER: 'The booking could not be changed just now. Please try again.',
};

type Step = 'idle' | 'canceling' | 'moving';

/**
 * Cancel (confirmed in place) and Reschedule (the next free times of the service, from the
 * server) for one of the member's bookings; the list is read again after each change.
 */
export function BookingChanges({ booking }: { booking: MyBookingView }) {
  const router = useRouter();
  const [step, setStep] = useState<Step>('idle');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (change: () => Promise<{ ok: true } | { ok: false; refusal: BookingChangeRefusal }>) => {
    setBusy(true);
    setProblem(null);
    const result = await change().catch(() => ({ ok: false as const, refusal: 'OTHER' as const }));
    setBusy(false);
    setStep('idle');
    if (!result.ok) setProblem(SENTENCES[result.refusal]);
    router.refresh();
  };

  return (
    <div className={styles.changes}>
      {step === 'idle' ? (
        <div className={styles.buttons}>
          {booking.movable ? (
            <button type="button" className={buttons.secondary} onClick={() => setStep('moving')}>
              Reschedule<span className="visually-hidden">: {booking.title}</span>
            </button>
          ) : null}
          <button type="button" className={buttons.ghost} onClick={() => setStep('canceling')}>
            Cancel booking<span className="visually-hidden">: {booking.title}</span>
          </button>
        </div>
      ) : null}
      {step === 'canceling' ? (
        <fieldset className={styles.confirm}>
          <legend className="visually-hidden">Cancel {booking.title}</legend>
          <p className={styles.detail}>Cancel this booking? The time goes back to others.</p>
          <div className={styles.buttons}>
            <button
              type="button"
              className={buttons.primary}
              disabled={busy}
              onClick={() => run(() => cancelMyBooking(booking.id))}
            >
              {busy ? 'Canceling…' : 'Yes, cancel it'}
            </button>
            <button type="button" className={buttons.ghost} disabled={busy} onClick={() => setStep('idle')}>
              Keep it
            </button>
          </div>
        </fieldset>
      ) : null}
      {step === 'moving' ? (
        <fieldset className={styles.confirm}>
          <legend className={styles.legend}>Move it to</legend>
          {booking.choices.length === 0 ? (
            <p className={styles.detail}>No other free time in the next two weeks.</p>
          ) : (
            <div className={styles.choices}>
              {booking.choices.map((choice) => (
                <button
                  key={`${choice.startDate}-${choice.resourceId ?? ''}`}
                  type="button"
                  className={buttons.secondary}
                  disabled={busy}
                  onClick={() =>
                    run(() =>
                      rescheduleMyBooking(booking.id, {
                        serviceId: booking.serviceId,
                        startDate: choice.startDate,
                        endDate: choice.endDate,
                        timezone: booking.timezone,
                        ...(choice.resourceId ? { resourceId: choice.resourceId } : {}),
                      }),
                    )
                  }
                >
                  {choice.label}
                </button>
              ))}
            </div>
          )}
          <div className={styles.buttons}>
            <button type="button" className={buttons.ghost} disabled={busy} onClick={() => setStep('idle')}>
              Keep the time
            </button>
          </div>
        </fieldset>
      ) : null}
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
