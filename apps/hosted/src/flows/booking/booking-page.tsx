import { HostedFlow, useHostedFlow } from '../../shared/hosted-flow';
import { type BookingCalls, bookingCalls, bookingMessageOf } from './booking-calls';
import { BookingConfirmation } from './booking-confirmation';
import { BookingForm, type BookingStep } from './booking-form';

/**
 * The hosted "Booking Details" page: the chosen service and time, the booker's contact details and
 * how they pay (in person, online with a test card, or with a plan they hold that covers the
 * service); then the confirmation, which a reload shows again.
 */
export function BookingPage({ session, calls = bookingCalls }: { session: string; calls?: BookingCalls }) {
  const flow = useHostedFlow<BookingStep>({
    credential: session,
    missing: 'This page needs a booking link from a site.',
    load: async (link) => {
      const [data, member] = await Promise.all([calls.loadBooking(link), calls.loadSessionMember(link)]);
      return data.booking ? { step: 'booked', data, booking: data.booking } : { step: 'form', data, member };
    },
    messageOf: bookingMessageOf,
  });
  return (
    <HostedFlow title="Booking unavailable" state={flow.state}>
      {(current) =>
        current.step === 'booked' ? (
          <BookingConfirmation data={current.data} booking={current.booking} />
        ) : (
          <BookingForm
            session={session}
            calls={calls}
            data={current.data}
            member={current.member}
            onStep={flow.setStep}
          />
        )
      }
    </HostedFlow>
  );
}
