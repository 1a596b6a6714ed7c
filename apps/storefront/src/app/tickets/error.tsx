'use client';

import { SegmentError } from '../../components/shell/segment-error';

/** The tickets page when the events could not be read. */
export default function TicketsError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <SegmentError
      title="Events could not be shown"
      text="The events could not be read just now. Please try again in a moment."
      error={error}
      reset={reset}
    />
  );
}
