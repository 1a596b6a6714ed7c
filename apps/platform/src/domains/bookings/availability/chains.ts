import type { Interval } from './intervals.js';

/**
 * Back-to-back chains: one link per step, each starting the instant the one before ends. For each
 * start of the first step the first chain found is kept (links are tried in the order given, so
 * the caller puts the ones it prefers first). What can follow a step at an instant does not depend
 * on how the chain got there (the links never overlap), so each is worked out once: the cost grows
 * with the number of links, not with the number of ways to combine them.
 */
export function chainsOf<L extends Interval>(steps: readonly (readonly L[])[]): L[][] {
  const first = steps[0];
  if (!first) return [];
  const startingAt = steps.map((links) => {
    const byStart = new Map<number, L[]>();
    for (const link of links) byStart.set(link.start, [...(byStart.get(link.start) ?? []), link]);
    return byStart;
  });
  const known = steps.map(() => new Map<number, L[] | null>());
  const from = (step: number, at: number): L[] | null => {
    if (step === steps.length) return [];
    const memo = known[step] as Map<number, L[] | null>;
    const cached = memo.get(at);
    if (cached !== undefined) return cached;
    let found: L[] | null = null;
    for (const link of startingAt[step]?.get(at) ?? []) {
      const rest = from(step + 1, link.end);
      if (rest) {
        found = [link, ...rest];
        break;
      }
    }
    memo.set(at, found);
    return found;
  };
  const starts = [...new Set(first.map((link) => link.start))].sort((a, b) => a - b);
  return starts.map((start) => from(0, start)).filter((chain): chain is L[] => chain !== null);
}
