import { BazaarError } from '@bazaar/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useCallback, useState } from 'react';
import { checkedIn, type DoorAnswer, refused } from '../check-in/door-answer';
import { canScan } from '../check-in/qr-detector';
import { TicketScanner } from '../check-in/ticket-scanner';
import { siteClient } from '../platform';

/**
 * The door: choose the event, then scan a ticket's QR code or type its number. The answer fills
 * the screen in colour, for a glance: in, already in (and when), or why not.
 */
export function CheckInPage({ siteId }: { siteId: string }) {
  const client = siteClient(siteId);
  const [eventId, setEventId] = useState('');
  const [typed, setTyped] = useState('');
  const [scanning, setScanning] = useState(false);
  const [answer, setAnswer] = useState<DoorAnswer>();
  const events = useQuery({
    queryKey: ['events', siteId, 'door'],
    queryFn: () =>
      client.wixEventsV2
        .queryEvents({ includeDrafts: true })
        .ascending('dateAndTimeSettings.startDate')
        .limit(50)
        .find(),
  });
  const event = events.data?.items.find((one) => one._id === eventId) ?? events.data?.items[0];
  const zone = event?.dateAndTimeSettings.timeZoneId ?? 'UTC';
  const checkIn = useMutation({
    mutationFn: (ticketNumber: string) =>
      client.tickets.checkInTickets({ eventId: event?._id ?? '', ticketNumber: [ticketNumber] }),
    onSuccess: ({ tickets }, ticketNumber) => setAnswer(checkedIn(ticketNumber, tickets[0]?.guestFullName)),
    onError: (reason, ticketNumber) =>
      setAnswer(
        refused(
          ticketNumber,
          reason instanceof BazaarError
            ? {
                status: reason.status,
                code: reason.details.applicationError?.code,
                data: reason.details.applicationError?.data,
              }
            : {},
          zone,
        ),
      ),
  });
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const number = typed.trim();
    if (!number || !event) return;
    checkIn.mutate(number);
    setTyped('');
  };
  const scanned = useCallback(
    (number: string) => {
      setScanning(false);
      checkIn.mutate(number);
    },
    [checkIn.mutate],
  );
  return (
    <>
      <h1>Check-in</h1>
      {events.data?.items.length === 0 ? <p className="muted">No event to check guests in to.</p> : null}
      {event ? (
        <div className="door">
          <label>
            Event
            <select
              value={event._id}
              onChange={(change) => {
                setEventId(change.currentTarget.value);
                setAnswer(undefined);
              }}
            >
              {events.data?.items.map((one) => (
                <option key={one._id} value={one._id}>
                  {one.title}
                </option>
              ))}
            </select>
          </label>
          <form className="inline-form" onSubmit={submit}>
            <label>
              Ticket number
              <input
                value={typed}
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={100}
                onChange={(change) => setTyped(change.currentTarget.value)}
              />
            </label>
            <button type="submit" className="button" aria-disabled={checkIn.isPending}>
              Check in
            </button>
          </form>
          {canScan() ? (
            scanning ? (
              <TicketScanner onTicket={scanned} onClose={() => setScanning(false)} />
            ) : (
              <button type="button" className="button quiet" onClick={() => setScanning(true)}>
                Scan a QR code
              </button>
            )
          ) : null}
          <div className={`door-answer ${answer?.tone ?? 'none'}`} role="status" aria-live="assertive">
            {answer ? (
              <>
                <strong>{answer.headline}</strong>
                {answer.detail ? <span>{answer.detail}</span> : null}
              </>
            ) : (
              <span>Scan or type a ticket.</span>
            )}
          </div>
        </div>
      ) : null}
    </>
  );
}
