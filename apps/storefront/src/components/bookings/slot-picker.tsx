'use client';

import { useCallback, useEffect, useState } from 'react';
import type { CalendarDay, FreeTime } from '../../lib/views/bookings';
import { useLoading } from '../providers/loading-provider';
import buttons from '../shell/buttons.module.css';
import { bookSlot, freeTimes } from './actions';
import styles from './bookings.module.css';
import { CourseAdd } from './course-add';
import { DayTimes } from './day-times';
import { CALENDAR_ID, useServiceChoice } from './service-choice';

type Times =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; timeZone: string; days: CalendarDay[] };

/**
 * A service's free times over the next days, shown in the visitor's time zone, which only the
 * browser knows: it sends it to the storefront's server (`freeTimes`), which reads them. Choosing one opens the platform's booking page.
 */
function ServiceTimes({ serviceId, serviceName }: { serviceId: string; serviceName: string }) {
  const { wrap } = useLoading();
  const [times, setTimes] = useState<Times>({ status: 'loading' });
  const [message, setMessage] = useState<string | null>(null);

  const load = useCallback(() => {
    let current = true;
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    setTimes({ status: 'loading' });
    freeTimes(serviceId, timeZone, navigator.language)
      .catch(() => ({ ok: false as const }))
      .then((answer) => {
        if (current)
          setTimes(
            answer.ok
              ? { status: 'ready', timeZone: answer.timeZone, days: answer.days }
              : { status: 'failed' },
          );
      });
    return () => {
      current = false;
    };
  }, [serviceId]);
  useEffect(() => load(), [load]);

  const book = (entry: FreeTime, timeZone: string) => {
    setMessage(null);
    wrap(async () => {
      const answer = await bookSlot(entry, timeZone);
      if (answer.ok) {
        window.location.assign(answer.url);
        return;
      }
      setMessage(answer.problem);
      // The time went while the visitor looked: show the times as they are now.
      if (answer.taken) load();
    }).catch(() => setMessage('Booking could not start just now. Please try again in a moment.'));
  };

  if (times.status === 'loading') return <p className={styles.note}>Finding free times…</p>;
  if (times.status === 'failed') {
    return (
      <div className={styles.note} role="alert">
        <p>The free times could not be read just now.</p>
        <button type="button" className={buttons.secondary} onClick={() => load()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <>
      <DayTimes days={times.days} serviceName={serviceName} onBook={(entry) => book(entry, times.timeZone)} />
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
      <p className={styles.zone}>Times are shown in your time zone, {times.timeZone.replaceAll('_', ' ')}.</p>
    </>
  );
}

/** The calendar beside the service list: the chosen service's free times, or what to do first. */
export function SlotPicker() {
  const { chosen } = useServiceChoice();
  return (
    <div className={styles.panel} id={CALENDAR_ID}>
      <h2 className={styles.heading}>
        {!chosen ? 'Choose a time' : chosen.kind === 'COURSE' ? chosen.name : `Times for ${chosen.name}`}
      </h2>
      {!chosen ? (
        <p className={styles.note}>Choose a service to see its free times.</p>
      ) : chosen.kind === 'COURSE' ? (
        <CourseAdd key={chosen.id} serviceId={chosen.id} serviceName={chosen.name} course={chosen.course} />
      ) : (
        <ServiceTimes key={chosen.id} serviceId={chosen.id} serviceName={chosen.name} />
      )}
    </div>
  );
}
