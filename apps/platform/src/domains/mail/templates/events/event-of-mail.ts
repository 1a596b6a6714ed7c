/** An event as its messages name it: the events domain formats it (its own time zone, its place). */
export interface EventOfMail {
  title: string;
  /** When it takes place, as a person reads it ("March 14, 2031, 7:00 PM – 10:00 PM WET"). */
  when: string;
  /** Where: the venue's name and address, or "Online". */
  where?: string;
}

/** One ticket as a message shows it. */
export interface TicketOfMail {
  ticketNumber: string;
  /** The ticket's kind, e.g. "General admission". */
  name: string;
  /** The guest it names, when the buyer named one. */
  guestName?: string;
}
