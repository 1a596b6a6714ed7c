import { WEEKDAY_NAMES, WEEKDAYS, type Weekday, type WeeklySpan } from './weekly-spans';

/**
 * Weekly times as rows of a weekday and two clock times (working hours, or when a class meets),
 * each row removable, one more added at a time. `problem` is said under them all.
 */
export function WeeklySpansEditor({
  legend,
  spans,
  problem,
  empty,
  onChange,
}: {
  legend: string;
  spans: readonly WeeklySpan[];
  problem?: string;
  /** Said when there are none. */
  empty: string;
  onChange(spans: WeeklySpan[]): void;
}) {
  const set = (index: number, part: Partial<WeeklySpan>) =>
    onChange(spans.map((span, at) => (at === index ? { ...span, ...part } : span)));
  const last = spans[spans.length - 1];
  const next: WeeklySpan = last
    ? { ...last, day: WEEKDAYS[(WEEKDAYS.indexOf(last.day) + 1) % 7] ?? 'MON' }
    : { day: 'MON', startTime: '09:00', endTime: '17:00' };
  return (
    <fieldset className="weekly-spans" aria-invalid={problem ? true : undefined}>
      <legend>{legend}</legend>
      {spans.length === 0 ? <p className="muted">{empty}</p> : null}
      {spans.map((span, index) => {
        const name = `${WEEKDAY_NAMES[span.day]}, row ${index + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
          <div className="span-row" key={index}>
            <label>
              Day
              <select
                value={span.day}
                onChange={(event) => set(index, { day: event.currentTarget.value as Weekday })}
              >
                {WEEKDAYS.map((day) => (
                  <option key={day} value={day}>
                    {WEEKDAY_NAMES[day]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              From
              <input
                type="time"
                value={span.startTime}
                onChange={(event) => set(index, { startTime: event.currentTarget.value })}
              />
            </label>
            <label>
              Until
              <input
                type="time"
                value={span.endTime}
                onChange={(event) => set(index, { endTime: event.currentTarget.value })}
              />
            </label>
            <button
              type="button"
              className="button quiet small"
              aria-label={`Remove ${name}`}
              onClick={() => onChange(spans.filter((_, at) => at !== index))}
            >
              Remove
            </button>
          </div>
        );
      })}
      {problem ? <p className="field-problem">{problem}</p> : null}
      <button type="button" className="button quiet small" onClick={() => onChange([...spans, next])}>
        Add a time
      </button>
    </fieldset>
  );
}
