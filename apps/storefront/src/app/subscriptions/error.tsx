'use client';

import { SegmentError } from '../../components/shell/segment-error';

/** The subscriptions page when the plans could not be read. */
export default function SubscriptionsError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <SegmentError
      title="Plans could not be shown"
      text="The plans could not be read just now. Please try again in a moment."
      error={error}
      reset={reset}
    />
  );
}
