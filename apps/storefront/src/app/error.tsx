'use client';

import { SegmentError } from '../components/shell/segment-error';

/** Any page without an error page of its own. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <SegmentError
      title="This page could not be shown"
      text="The storefront could not reach the platform just now. Please try again in a moment."
      error={error}
      reset={reset}
    />
  );
}
