'use client';

import { SegmentError } from '../../../components/shell/segment-error';

/** An event's page when the event or its tickets could not be read. */
export default function EventError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <SegmentError
      title="This event could not be shown"
      text="The event and its tickets could not be read just now. Please try again in a moment, or look through the other events."
      error={error}
      reset={reset}
      back={{ href: '/tickets', label: 'Back to the events' }}
    />
  );
}
