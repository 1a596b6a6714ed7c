/**
 * What the door page says about a scanned ticket, large and in colour: in, already in (and
 * when, on the event's clock), or why not.
 */
export interface DoorAnswer {
  tone: 'in' | 'again' | 'no';
  headline: string;
  detail?: string;
}

interface Refusal {
  status?: number;
  code?: string | number;
  data?: Record<string, unknown>;
}

const clockTime = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

export const checkedIn = (ticketNumber: string, guest?: string): DoorAnswer => ({
  tone: 'in',
  headline: 'Checked in',
  detail: guest ? `${guest} · ticket ${ticketNumber}` : `Ticket ${ticketNumber}`,
});

/** The platform's refusal of a check-in, in the door's words. */
export function refused(ticketNumber: string, refusal: Refusal, zone: string): DoorAnswer {
  const at = typeof refusal.data?.checkedInAt === 'string' ? refusal.data.checkedInAt : undefined;
  if (refusal.code === 'TICKET_ALREADY_CHECKED_IN')
    return {
      tone: 'again',
      headline: at ? `Already checked in at ${clockTime(at, zone)}` : 'Already checked in',
      detail: `Ticket ${ticketNumber}`,
    };
  if (refusal.code === 'TICKET_REFUNDED')
    return { tone: 'no', headline: 'Refunded', detail: `Ticket ${ticketNumber} does not admit anyone` };
  if (refusal.code === 'ORDER_NOT_CONFIRMED')
    return { tone: 'no', headline: 'Not paid', detail: `Ticket ${ticketNumber} does not admit anyone yet` };
  if (refusal.status === 404 || refusal.status === 400)
    return { tone: 'no', headline: 'Not a ticket for this event', detail: `No ticket ${ticketNumber} here` };
  return { tone: 'no', headline: 'Not checked in', detail: 'Something went wrong. Please try again.' };
}
