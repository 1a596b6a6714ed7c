'use client';

import { useState } from 'react';
import { CALENDAR_DAYS, type CalendarDay, type FreeTime } from '../../lib/views/bookings';
import styles from './bookings.module.css';

/**
 * The next days as a strip of buttons and the chosen day's free times. The first day with a free
 * time is chosen to start with; a day without any says so.
 */
export function DayTimes({
  days,
  serviceName,
  onBook,
}: {
  days: CalendarDay[];
  serviceName: string;
  onBook: (entry: FreeTime) => void;
}) {
  const [chosenKey, setChosenKey] = useState(
    () => (days.find((day) => day.times.length > 0) ?? days[0])?.key,
  );
  const chosen = days.find((day) => day.key === chosenKey);
  if (!days.some((day) => day.times.length > 0)) {
    return <p className={styles.note}>No free times in the next {CALENDAR_DAYS} days.</p>;
  }
  return (
    <>
      <ul className={styles.days} aria-label="Days">
        {days.map((day) => (
          <li key={day.key}>
            <button
              type="button"
              className={styles.day}
              aria-pressed={day.key === chosenKey}
              data-empty={day.times.length === 0 || undefined}
              onClick={() => setChosenKey(day.key)}
            >
              <span className={styles.weekday} aria-hidden="true">
                {day.weekday}
              </span>
              <span className={styles.dayNumber} aria-hidden="true">
                {day.dayOfMonth}
              </span>
              <span className="visually-hidden">
                {day.label},{' '}
                {day.times.length === 0
                  ? 'no free times'
                  : `${day.times.length} free ${day.times.length === 1 ? 'time' : 'times'}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {chosen ? (
        <div className={styles.dayTimes}>
          <h3 className={styles.dayLabel}>{chosen.label}</h3>
          {chosen.times.length === 0 ? (
            <p className={styles.note}>No free times on this day. Please choose another day.</p>
          ) : (
            <ul className={styles.times} aria-label={`Free times on ${chosen.label}`}>
              {chosen.times.map(({ key, time, entry }) => (
                <li key={key}>
                  <button
                    type="button"
                    className={styles.time}
                    data-testid="bookings.slot"
                    onClick={() => onBook(entry)}
                  >
                    {time}
                    {entry.totalSpots > 1 ? (
                      <span className={styles.spots}>
                        {entry.openSpots} of {entry.totalSpots} left
                      </span>
                    ) : null}
                    <span className="visually-hidden">
                      : book {serviceName} on {chosen.label}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </>
  );
}
