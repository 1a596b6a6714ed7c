'use client';

import { SegmentError } from '../../../components/shell/segment-error';

/** A product page when the product could not be read. */
export default function ProductError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <SegmentError
      title="This product could not be shown"
      text="The product could not be read just now. Please try again in a moment, or look through the store."
      error={error}
      reset={reset}
      back={{ href: '/store', label: 'Back to the store' }}
    />
  );
}
