'use client';

import type { BazaarError } from '@bazaar/sdk';
import { useCallback, useEffect, useState } from 'react';
import {
  addDays,
  CALENDAR_DAYS,
  type CalendarDay,
  calendarDays,
  dayKeyOf,
  dayStart,
  type SlotAvailability,
} from '../../lib/platform/bookings';
import { useClient } from '../providers/client-provider';
import { useLoading } from '../providers/loading-provider';
import buttons from '../shell/buttons.module.css';
import styles from './bookings.module.css';
import { CourseAdd } from './course-add';
import { DayTimes } from './day-times';
import { CALENDAR_ID, useServiceChoice } from './service-choice';

/** What a visitor reads when a time cannot be booked: a sentence, never the platform's message. */
function sentenceFor(error: unknown): string {
  switch ((error as BazaarError | undefined)?.code) {
    case 'SLOT_NOT_AVAILABLE':
      return 'That time has just been taken. Please choose another one.';
    case 'BOOKING_POLICY_VIOLATION':
      return 'That time can no longer be booked online. Please choose another one.';
    case 'UNSUPPORTED_REDIRECT':
      return 'Online booking is not open on this site yet. Please try again later.';
    default:
      return 'Booking could not start just now. Please try again in a moment.';
  }
}

const TAKEN = ['SLOT_NOT_AVAILABLE', 'BOOKING_POLICY_VIOLATION'];

type Times =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; timeZone: string; days: CalendarDay[] };

/**
 * A service's free times over the next days, read in the browser: they are shown in the visitor's
 * time zone, which only the browser knows. Choosing one opens the platform's booking page.
 */
function ServiceTimes({ serviceId, serviceName }: { serviceId: string; serviceName: string }) {
  const { client } = useClient();
  const { wrap } = useLoading();
  const [times, setTimes] = useState<Times>({ status: 'loading' });
  const [message, setMessage] = useState<string | null>(null);

  const load = useCallback(() => {
    if (!client) return;
    let current = true;
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const today = dayKeyOf(Date.now(), timeZone);
    setTimes({ status: 'loading' });
    client.availabilityCalendar
      .queryAvailability(
        {
          filter: {
            serviceId: [serviceId],
            // From the start of this minute: every visitor in it asks the same, and the platform
            // answers them all from one kept answer. Slots already begun are not bookable anyway.
            startDate: new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString(),
            endDate: new Date(dayStart(addDays(today, CALENDAR_DAYS), timeZone)).toISOString(),
          },
        },
        { timezone: timeZone },
      )
      .then(({ availabilityEntries }) => {
        if (current)
          setTimes({ status: 'ready', timeZone, days: calendarDays(availabilityEntries, today, timeZone) });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (current) setTimes({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [client, serviceId]);
  useEffect(() => load(), [load]);

  const book = (entry: SlotAvailability, timeZone: string) => {
    if (!client) return;
    setMessage(null);
    wrap(async () => {
      const { redirectSession } = await client.redirects.createRedirectSession({
        bookingsCheckout: { slotAvailability: entry, timezone: timeZone },
        callbacks: { postFlowUrl: `${window.location.origin}/booking` },
      });
      window.location.assign(redirectSession.fullUrl);
    }).catch((error: unknown) => {
      console.error(error);
      setMessage(sentenceFor(error));
      // The time went while the visitor looked: show the times as they are now.
      if (TAKEN.includes(String((error as BazaarError | undefined)?.code))) load();
    });
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
