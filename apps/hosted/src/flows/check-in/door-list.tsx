import { useEffect, useState } from 'react';
import { useAction } from '../../shared/action';
import { ErrorMessage } from '../../shared/layout';
import { type CheckInCalls, checkInMessageOf, type Guest } from './check-in-calls';

const nameOf = (guest: Guest) =>
  [guest.guestDetails.firstName, guest.guestDetails.lastName].filter(Boolean).join(' ') ||
  guest.guestDetails.email ||
  'Guest';

/** What admits the guest: a ticket (its kind and number, kept on one line) or an RSVP's party. */
const whatOf = (guest: Guest) =>
  guest.ticketNumber ? (
    <>
      {guest.tickets[0]?.name ?? 'Ticket'} · <span className="ticket-number">{guest.ticketNumber}</span>
    </>
  ) : (
    `RSVP · ${guest.totalGuests === 1 ? '1 guest' : `${guest.totalGuests} guests`}`
  );

/** Whether a guest matches what was typed: any word of their name, their email or ticket number. */
const matches = (guest: Guest, typed: string) => {
  const wanted = typed.trim().toLowerCase();
  if (!wanted) return true;
  const haystack = [nameOf(guest), guest.guestDetails.email ?? '', guest.ticketNumber ?? '']
    .join(' ')
    .toLowerCase();
  return wanted.split(/\s+/).every((word) => haystack.includes(word));
};

/** An event's guests at the door: find one by name or ticket number, let them in, undo a mistake. */
export function DoorList({
  eventId,
  accessToken,
  calls,
}: {
  eventId: string;
  accessToken: string;
  calls: CheckInCalls;
}) {
  const [guests, setGuests] = useState<Guest[] | null>(null);
  const [typed, setTyped] = useState('');
  const [said, setSaid] = useState('');
  const { busy, error, run } = useAction(checkInMessageOf);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per event (the parent keys this list by it)
  useEffect(() => {
    void run(async () => setGuests(await calls.guestsOf(accessToken, eventId)));
  }, []);

  const toggle = (guest: Guest) =>
    run(async () => {
      const letIn = !guest.guestDetails.checkedIn;
      await calls.mark(accessToken, guest, letIn);
      const changed = { ...guest, guestDetails: { ...guest.guestDetails, checkedIn: letIn } };
      setGuests((current) => current?.map((one) => (one._id === guest._id ? changed : one)) ?? null);
      setSaid(letIn ? `${nameOf(guest)} is checked in.` : `${nameOf(guest)} is no longer checked in.`);
    });

  if (guests === null)
    return error ? (
      <ErrorMessage>{error}</ErrorMessage>
    ) : (
      <p className="check-in-when">Loading the guest list…</p>
    );
  const shown = guests.filter((guest) => matches(guest, typed));
  const inside = guests.filter((guest) => guest.guestDetails.checkedIn).length;
  return (
    <section className="door-list" aria-labelledby="door-heading">
      <div className="door-tools">
        <label>
          Find a guest
          <input
            type="search"
            value={typed}
            placeholder="Name, email or ticket number"
            onChange={(change) => setTyped(change.currentTarget.value)}
          />
        </label>
        <p className="door-count" id="door-heading">
          <strong>{inside}</strong> of {guests.length} checked in
        </p>
      </div>
      <p role="status" className="door-said">
        {said}
      </p>
      {error ? <ErrorMessage inline>{error}</ErrorMessage> : null}
      {shown.length === 0 ? (
        <p className="check-in-when">{guests.length === 0 ? 'No guests yet.' : 'No guest matches.'}</p>
      ) : (
        <ul className="guests">
          {shown.map((guest) => (
            <li key={guest._id} className={guest.guestDetails.checkedIn ? 'guest inside' : 'guest'}>
              <div className="guest-who">
                <h2>{nameOf(guest)}</h2>
                <p>{whatOf(guest)}</p>
              </div>
              {guest.guestDetails.checkedIn ? <span className="guest-badge">Checked in</span> : null}
              <button
                type="button"
                className={guest.guestDetails.checkedIn ? 'button quiet' : 'button'}
                disabled={busy}
                onClick={() => void toggle(guest)}
                aria-label={`${guest.guestDetails.checkedIn ? 'Undo check-in of' : 'Check in'} ${nameOf(guest)}`}
              >
                {guest.guestDetails.checkedIn ? 'Undo' : 'Check in'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
