import type { Booking } from '@bazaar/sdk/bookings';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { Said } from '../confirm-dialog';
import type { Saying } from '../edit-form';
import { siteClient } from '../platform';
import { messageOf, paymentWords } from '../words';
import { wallTimeOf } from '../zoned-dates';
import { customerOf, dayName, statusWords, timeRange } from './booking-words';
import { type FreeSlot, FreeTimes } from './free-times';

const HOLDING = ['CONFIRMED', 'PENDING', 'CREATED'];

/**
 * A booking opened from the calendar: who, when, how paid, and what the business may do with it
 * now: confirm or decline one waiting, cancel (a paid one refunded in full unless told not to),
 * move it to another free time, or mark that the customer did not come.
 */
export function BookingDialog({
  siteId,
  zone,
  booking: opened,
  mayChange,
  onClose,
}: {
  siteId: string;
  zone: string;
  booking: Booking;
  /** Owners and managers change bookings; staff only see them and mark who came. */
  mayChange: boolean;
  onClose(): void;
}) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const [booking, setBooking] = useState(opened);
  const [said, say] = useState<Saying>();
  const [refund, setRefund] = useState(true);
  const [moving, setMoving] = useState(false);
  const [asking, setAsking] = useState(false);
  const [date, setDate] = useState(wallTimeOf(opened.startDate, zone).date);
  const [slot, setSlot] = useState<FreeSlot>();
  const slotOf = booking.bookedEntity.slot;
  const done = (text: string) => (changed: Booking) => {
    setBooking(changed);
    setMoving(false);
    setAsking(false);
    setSlot(undefined);
    say({ text });
    void queries.invalidateQueries({ queryKey: ['calendar', siteId] });
  };
  const failed = (reason: unknown) => say({ text: messageOf(reason), problem: true });
  const options = { revision: booking.revision };
  const confirm = useMutation({
    mutationFn: async () => (await client.bookings.confirmBooking(booking._id, options)).booking,
    onSuccess: done('Booking confirmed. The customer gets an email.'),
    onError: failed,
  });
  const decline = useMutation({
    mutationFn: async () => (await client.bookings.declineBooking(booking._id, options)).booking,
    onSuccess: done('Booking declined. The customer gets an email.'),
    onError: failed,
  });
  const cancel = useMutation({
    mutationFn: async () =>
      (
        await client.bookings.cancelBooking(booking._id, {
          ...options,
          flowControlSettings: { withRefund: refund },
        })
      ).booking,
    onSuccess: done('Booking canceled. The customer gets an email.'),
    onError: failed,
  });
  const move = useMutation({
    mutationFn: async (to: FreeSlot) =>
      (
        await client.bookings.rescheduleBooking(
          booking._id,
          {
            serviceId: to.serviceId,
            startDate: to.startDate,
            endDate: to.endDate,
            timezone: zone,
            ...(to.resource ? { resource: { _id: to.resource._id } } : {}),
          },
          options,
        )
      ).booking,
    onSuccess: done('Booking moved. The customer gets an email with the new time.'),
    onError: failed,
  });
  const noShow = useMutation({
    mutationFn: () => client.attendance.setAttendance({ bookingId: booking._id, status: 'NOT_ATTENDED' }),
    onSuccess: () => say({ text: 'Marked as not come.' }),
    onError: failed,
  });
  const busy = [confirm, decline, cancel, move, noShow].some((one) => one.isPending);
  const holding = HOLDING.includes(booking.status);
  const started = Date.parse(booking.startDate) <= Date.now();
  const paid = booking.paymentStatus === 'PAID';
  const { contactDetails } = booking;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="dialog wide-dialog" aria-describedby={undefined}>
          <Dialog.Title>
            {booking.bookedEntity.title}
            {slotOf?.resource ? ` with ${slotOf.resource.name}` : ''}
          </Dialog.Title>
          <dl className="facts">
            <dt>When</dt>
            <dd>
              {dayName(wallTimeOf(booking.startDate, zone).date)},{' '}
              {timeRange(booking.startDate, booking.endDate, zone)}
            </dd>
            <dt>Customer</dt>
            <dd>
              {customerOf(booking)}
              {contactDetails.email ? <span className="muted"> · {contactDetails.email}</span> : null}
              {contactDetails.phone ? <span className="muted"> · {contactDetails.phone}</span> : null}
            </dd>
            <dt>People</dt>
            <dd>{booking.totalParticipants}</dd>
            <dt>Status</dt>
            <dd>{statusWords(booking.status)}</dd>
            <dt>Payment</dt>
            <dd>{paymentWords(booking.paymentStatus)}</dd>
            {(booking.additionalFields ?? []).map((answer) => (
              <Fragment key={answer._id}>
                <dt>{answer.label}</dt>
                <dd>
                  {answer.valueType === 'CHECK_BOX' ? (answer.value === 'true' ? 'Yes' : 'No') : answer.value}
                </dd>
              </Fragment>
            ))}
          </dl>
          {said ? <Said {...said} /> : null}
          {asking ? (
            <fieldset className="move-booking plain">
              <legend className="visually-hidden">Cancel this booking</legend>
              <p>
                Cancel this booking? The customer gets an email
                {paid ? '; a payment made online goes back to their card unless you say not to.' : '.'}
              </p>
              {paid ? (
                <label className="check">
                  <input
                    type="checkbox"
                    checked={refund}
                    onChange={(event) => setRefund(event.currentTarget.checked)}
                  />
                  Refund the payment in full
                </label>
              ) : null}
              <div className="dialog-actions">
                <button type="button" className="button quiet" onClick={() => setAsking(false)}>
                  Keep it
                </button>
                <button
                  type="button"
                  className="button danger"
                  disabled={busy}
                  onClick={() => cancel.mutate()}
                >
                  Yes, cancel it
                </button>
              </div>
            </fieldset>
          ) : mayChange && moving && slotOf ? (
            <div className="move-booking">
              <label>
                Move to
                <input type="date" value={date} onChange={(event) => setDate(event.currentTarget.value)} />
              </label>
              <FreeTimes
                siteId={siteId}
                serviceId={slotOf.serviceId ?? ''}
                date={date}
                zone={zone}
                chosen={slot}
                onChoose={setSlot}
              />
              <div className="dialog-actions">
                <button type="button" className="button quiet" onClick={() => setMoving(false)}>
                  Keep the time
                </button>
                <button
                  type="button"
                  className="button"
                  aria-disabled={!slot || busy}
                  onClick={() => (slot && !busy ? move.mutate(slot) : undefined)}
                >
                  Move here
                </button>
              </div>
            </div>
          ) : (
            <div className="dialog-actions wrap">
              {mayChange && booking.status === 'PENDING' ? (
                <>
                  <button type="button" className="button" disabled={busy} onClick={() => confirm.mutate()}>
                    Confirm
                  </button>
                  <button
                    type="button"
                    className="button quiet"
                    disabled={busy}
                    onClick={() => decline.mutate()}
                  >
                    Decline
                  </button>
                </>
              ) : null}
              {mayChange && holding && slotOf ? (
                <button
                  type="button"
                  className="button quiet"
                  disabled={busy}
                  onClick={() => setMoving(true)}
                >
                  Move to another time
                </button>
              ) : null}
              {holding && started ? (
                <button
                  type="button"
                  className="button quiet"
                  disabled={busy}
                  onClick={() => noShow.mutate()}
                >
                  Mark as not come
                </button>
              ) : null}
              {mayChange && holding ? (
                <button
                  type="button"
                  className="button danger"
                  disabled={busy}
                  onClick={() => setAsking(true)}
                >
                  Cancel booking…
                </button>
              ) : null}
              <Dialog.Close asChild>
                <button type="button" className="button quiet">
                  Close
                </button>
              </Dialog.Close>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
