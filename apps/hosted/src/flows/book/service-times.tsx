import { useEffect, useState } from 'react';
import { ErrorMessage } from '../../shared/layout';
import { type BookOnlineCalls, bookOnlineMessageOf, type Entry } from './book-calls';

/** How many days of times the page shows at once: a week from now. */
const DAYS = 7;
const DAY_MS = 24 * 3_600_000;

type Times =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; entries: Entry[] };

/** The entries grouped by their day in `timeZone`, in order, each day's label as a person reads it. */
function byDay(entries: readonly Entry[], timeZone: string): { day: string; entries: Entry[] }[] {
  const label = new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone,
  });
  const days = new Map<string, Entry[]>();
  const seen = new Set<string>();
  for (const entry of entries) {
    // "Any staff member": one time however many can take it.
    if (seen.has(entry.slot.startDate)) continue;
    seen.add(entry.slot.startDate);
    const day = label.format(new Date(entry.slot.startDate));
    days.set(day, [...(days.get(day) ?? []), entry]);
  }
  return [...days].map(([day, grouped]) => ({ day, entries: grouped }));
}

/**
 * The bookable times of one service for the coming week, by day, in the visitor's time zone;
 * choosing one hands it to `onChoose`.
 */
export function ServiceTimes(props: {
  session: string;
  serviceId: string;
  timeZone: string;
  busy: boolean;
  onChoose: (entry: Entry) => void;
  loadTimes: BookOnlineCalls['loadTimes'];
}) {
  const { session, serviceId, timeZone, loadTimes } = props;
  const [times, setTimes] = useState<Times>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    // From the start of this minute, so the visitors of one minute ask the platform the same.
    const from = Math.floor(Date.now() / 60_000) * 60_000;
    setTimes({ status: 'loading' });
    loadTimes(session, serviceId, { from, to: from + DAYS * DAY_MS }, timeZone)
      .then((entries) => current && setTimes({ status: 'ready', entries }))
      .catch(
        (reason: unknown) => current && setTimes({ status: 'failed', message: bookOnlineMessageOf(reason) }),
      );
    return () => {
      current = false;
    };
  }, [session, serviceId, timeZone, loadTimes]);

  if (times.status === 'loading')
    return (
      <p className="muted" aria-busy="true">
        Finding times…
      </p>
    );
  if (times.status === 'failed') return <ErrorMessage inline>{times.message}</ErrorMessage>;
  const days = byDay(times.entries, timeZone);
  if (days.length === 0) return <p className="muted">No times are free in the next {DAYS} days.</p>;
  const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone });
  return (
    <div className="days" data-testid="book-times">
      {days.map(({ day, entries }) => (
        <section key={day} aria-label={day}>
          <h3>{day}</h3>
          <div className="times">
            {entries.map((entry) => (
              <button
                key={entry.slot.startDate}
                type="button"
                className="secondary-button"
                disabled={props.busy}
                onClick={() => props.onChoose(entry)}
              >
                {time.format(new Date(entry.slot.startDate))}
              </button>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
