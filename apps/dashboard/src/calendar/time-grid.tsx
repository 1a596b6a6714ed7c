import type { Booking } from '@bazaar/sdk/bookings';
import type { CSSProperties } from 'react';
import { clockTime } from '../zoned-dates';
import { dayName, timeRange } from './booking-words';
import { hoursShown, layDays, type Span } from './calendar-layout';

/** A booking, or time a staff member is away, as the calendar shows it. */
export interface Entry extends Span {
  kind: 'booking' | 'away';
  title: string;
  detail: string;
  status?: string;
  booking?: Booking;
}

/** Pixels a minute takes: an hour is 60 px high. */
const PER_MINUTE = 1;
/** Entries shorter than this show on one line: their time and title. */
const ONE_LINE = 45;

/**
 * Days side by side as columns of hours (one for the day view, seven for the week), each booking
 * a button at its time on the site's clock; time away is shaded, not a button.
 */
export function TimeGrid({
  days,
  zone,
  entries,
  onOpen,
}: {
  days: readonly string[];
  zone: string;
  entries: readonly Entry[];
  onOpen(booking: Booking): void;
}) {
  const placed = layDays(entries, days, zone);
  const { first, last } = hoursShown(placed.values());
  const hours = Array.from({ length: last - first }, (_, index) => first + index);
  const height = (last - first) * 60 * PER_MINUTE;
  return (
    <div className="time-grid" style={{ '--days': days.length } as CSSProperties}>
      <div className="time-axis" aria-hidden="true">
        <div className="day-head" />
        <div className="day-body" style={{ height }}>
          {hours.map((hour) => (
            <span key={hour} style={{ top: (hour - first) * 60 * PER_MINUTE }}>
              {clockTime(hour * 60)}
            </span>
          ))}
        </div>
      </div>
      {days.map((day) => (
        <section key={day} className="day-column" aria-label={dayName(day)}>
          <h3 className="day-head">{dayName(day, 'short')}</h3>
          <div className="day-body" style={{ height }}>
            {(placed.get(day) ?? []).map((one) => {
              const style = {
                top: (one.top - first * 60) * PER_MINUTE,
                height: one.height * PER_MINUTE,
                left: `${(one.lane / one.lanes) * 100}%`,
                width: `${100 / one.lanes}%`,
              };
              const { span } = one;
              const label = `${timeRange(span.start, span.end, zone)} ${span.title}, ${span.detail}`;
              if (span.kind === 'away' || !span.booking)
                return (
                  <div key={`${span.id}-${day}`} className="entry away" style={style}>
                    {label}
                  </div>
                );
              const { booking } = span;
              return (
                <button
                  key={`${span.id}-${day}`}
                  type="button"
                  className={`entry booking ${span.status?.toLowerCase() ?? ''} ${one.height < ONE_LINE ? 'one-line' : ''}`}
                  style={style}
                  title={label}
                  onClick={() => onOpen(booking)}
                >
                  <strong>{timeRange(span.start, span.end, zone)}</strong> {span.title}
                  <span className="entry-detail">{span.detail}</span>
                </button>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}

/** A week on a phone: each day a heading and its bookings in time order. */
export function Agenda({
  days,
  zone,
  entries,
  onOpen,
}: {
  days: readonly string[];
  zone: string;
  entries: readonly Entry[];
  onOpen(booking: Booking): void;
}) {
  const placed = layDays(entries, days, zone);
  return (
    <div className="agenda">
      {days.map((day) => {
        const column = placed.get(day) ?? [];
        return (
          <section key={day} aria-label={dayName(day)}>
            <h3>{dayName(day)}</h3>
            {column.length === 0 ? <p className="muted">Nothing booked.</p> : null}
            <ul className="rows">
              {column.map(({ span }) => (
                <li key={`${span.id}-${day}`} className="row">
                  {span.booking ? (
                    <button
                      type="button"
                      className={`entry booking ${span.status?.toLowerCase() ?? ''}`}
                      onClick={() => span.booking && onOpen(span.booking)}
                    >
                      <strong>{timeRange(span.start, span.end, zone)}</strong> {span.title}
                      <span className="entry-detail">{span.detail}</span>
                    </button>
                  ) : (
                    <span className="entry away">
                      {timeRange(span.start, span.end, zone)} {span.title}, {span.detail}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
