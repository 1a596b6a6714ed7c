/** When an event starts, on its own clock. */
export const startsAt = (start: Date | undefined, zone: string) =>
  start
    ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(
        start,
      )
    : '';
