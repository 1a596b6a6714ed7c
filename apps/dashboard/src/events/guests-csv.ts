import type { Guest } from '@bazaar/sdk/events';

/**
 * A cell as a spreadsheet reads it safely: quoted when it holds a comma, quote or line break, and
 * with a leading apostrophe when it starts like a formula (=, +, -, @), so opening the file never
 * runs what a guest typed as their name.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const HEADER = ['First name', 'Last name', 'Email', 'Guest type', 'Tickets', 'Checked in', 'Attending'];

/** The guest list as CSV: a line per guest entry, with its tickets' numbers. */
export function guestsCsv(guests: Guest[]): string {
  const lines = guests.map((guest) =>
    [
      guest.guestDetails.firstName ?? '',
      guest.guestDetails.lastName ?? '',
      guest.guestDetails.email ?? '',
      guest.guestType,
      guest.tickets.map((ticket) => ticket.number).join(' ') || (guest.ticketNumber ?? ''),
      guest.guestDetails.checkedIn ? 'yes' : 'no',
      guest.attendanceStatus,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}
