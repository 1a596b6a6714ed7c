/** The five texts of `dateAndTimeSettings.formatted`. */
export interface FormattedDates {
  dateAndTime: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

export interface DatesToFormat {
  startDate: string;
  endDate: string;
  timeZoneId: string;
  dateAndTimeTbd: boolean;
  hideEndDate: boolean;
  showTimeZone: boolean;
}

const formatters = new Map<
  string,
  { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat; zone: Intl.DateTimeFormat }
>();

function formattersFor(timeZone: string) {
  let found = formatters.get(timeZone);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat('en-US', { timeZone, month: 'long', day: 'numeric', year: 'numeric' }),
      time: new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }),
      zone: new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }),
    };
    formatters.set(timeZone, found);
  }
  return found;
}

/**
 * The event's dates as a person reads them, in the event's own time zone ("March 14, 2031,
 * 7:00 PM – 10:00 PM"): an event in Lisbon shows Lisbon's clock to a buyer anywhere.
 */
export function formatEventDates(dates: DatesToFormat): FormattedDates {
  const { day, time, zone } = formattersFor(dates.timeZoneId);
  const start = new Date(dates.startDate);
  const end = new Date(dates.endDate);
  const parts = {
    startDate: day.format(start),
    startTime: time.format(start),
    endDate: day.format(end),
    endTime: time.format(end),
  };
  if (dates.dateAndTimeTbd) return { ...parts, dateAndTime: 'Date and time TBD' };
  const from = `${parts.startDate}, ${parts.startTime}`;
  const to = parts.endDate === parts.startDate ? parts.endTime : `${parts.endDate}, ${parts.endTime}`;
  const span = dates.hideEndDate ? from : `${from} – ${to}`;
  const zoneName = zone.formatToParts(start).find((part) => part.type === 'timeZoneName')?.value;
  return { ...parts, dateAndTime: dates.showTimeZone && zoneName ? `${span} ${zoneName}` : span };
}
