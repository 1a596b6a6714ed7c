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
const countOf = (total: number, one: string, many: string) =>
  total === 1 ? `1 ${one}` : total > 0 ? `${total} ${many}` : undefined;

/**
 * The pager of a list paged by offset: page `pageIndex` of `pageSize`, `total` in all; the next
 * page waits while one is being read. `one` and `many` name what is counted.
 */
export function OffsetPager({
  pageIndex,
  pageSize,
  total,
  fetching,
  one,
  many,
  onPage,
}: {
  pageIndex: number;
  pageSize: number;
  total: number;
  fetching: boolean;
  one: string;
  many: string;
  onPage(pageIndex: number): void;
}) {
  return (
    <Pager
      count={countOf(total, one, many)}
      onPrevious={pageIndex > 0 ? () => onPage(pageIndex - 1) : undefined}
      onNext={(pageIndex + 1) * pageSize < total && !fetching ? () => onPage(pageIndex + 1) : undefined}
    />
  );
}
