/**
 * The key of the entry asked for least recently (the smallest `askedAt`), `except` left out;
 * undefined when no other is left. A scan: for maps of a few dozen entries whose hits record when
 * they were asked for rather than moving entries to the end (each move made a new table, garbage
 * only full collections clear: bench/RESULTS.md, issue 42).
 */
export function leastRecentlyAsked<K>(
  entries: ReadonlyMap<K, { askedAt: number }>,
  except?: K,
): K | undefined {
  let oldest: K | undefined;
  let oldestAt = Number.POSITIVE_INFINITY;
  for (const [key, { askedAt }] of entries) {
    if (key !== except && askedAt < oldestAt) {
      oldest = key;
      oldestAt = askedAt;
    }
  }
  return oldest;
}
