/**
 * The slots of the kept rows whose array field holds one element. Most elements are held by one
 * row (a word only one product's name has), and a set costs 150 bytes more than a number: one
 * holder is kept as its slot, more as a set.
 */
export type Holders = number | ReadonlySet<number>;

export const holderCount = (holders: Holders): number => (typeof holders === 'number' ? 1 : holders.size);

export const isHolder = (holders: Holders, slot: number): boolean =>
  typeof holders === 'number' ? holders === slot : holders.has(slot);

export function eachHolder(holders: Holders, visit: (slot: number) => void): void {
  if (typeof holders === 'number') visit(holders);
  else for (const slot of holders) visit(slot);
}

/** `holders` with `slot` added (a set made or grown; a new element's holders are just `slot`). */
export function withHolder(holders: Holders | undefined, slot: number): Holders {
  if (holders === undefined || holders === slot) return slot;
  if (typeof holders === 'number') return new Set([holders, slot]);
  (holders as Set<number>).add(slot);
  return holders;
}

/** `holders` without `slot`; undefined when none is left. */
export function withoutHolder(holders: Holders | undefined, slot: number): Holders | undefined {
  if (holders === undefined || typeof holders === 'number') return holders === slot ? undefined : holders;
  const set = holders as Set<number>;
  set.delete(slot);
  if (set.size > 1) return set;
  return set.size === 1 ? (set.values().next().value as number) : undefined;
}
