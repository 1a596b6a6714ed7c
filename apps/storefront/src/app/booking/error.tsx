'use client';

import { SegmentError } from '../../components/shell/segment-error';

/** The booking page when the services could not be read. */
export default function BookingError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <SegmentError
      title="Bookings could not be shown"
      text="The services could not be read just now. Please try again in a moment."
      error={error}
      reset={reset}
    />
  );
}
