'use client';

import { SegmentError } from '../../components/shell/segment-error';

/** The store when the catalogue or the cart could not be read. */
export default function StoreError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <SegmentError
      title="The store could not be shown"
      text="The products could not be read just now. Your cart is kept; please try again in a moment."
      error={error}
      reset={reset}
    />
  );
}
