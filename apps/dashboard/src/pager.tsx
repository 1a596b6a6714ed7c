/**
 * The buttons under a list paged on the server, and what the list counts when it is known.
 * `onPrevious` or `onNext` left out means there is no such page (the button is disabled).
 */
export function Pager({
  count,
  onPrevious,
  onNext,
}: {
  count?: string;
  onPrevious?: () => void;
  onNext?: () => void;
}) {
  return (
    <div className="pager">
      {count ? <span className="muted">{count}</span> : null}
      <button type="button" className="button quiet" disabled={!onPrevious} onClick={onPrevious}>
        Previous page
      </button>
      <button type="button" className="button quiet" disabled={!onNext} onClick={onNext}>
        Next page
      </button>
    </div>
  );
}

/** "1 booking", "12 bookings", or nothing before the count is known. */
export const countOf = (total: number, one: string, many: string) =>
  total === 1 ? `1 ${one}` : total > 0 ? `${total} ${many}` : undefined;
