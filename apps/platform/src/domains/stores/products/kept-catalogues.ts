import { leastRecentlyAsked } from '../../../kernel/least-recently-asked.js';
import type { KeptRows } from '../../../kernel/query/kept-rows.js';

/** A site's catalogue kept in memory, at the revisions read before it was. */
export interface KeptCatalogue {
  /** The queryable columns of every product of the site, hidden ones included. */
  rows: KeptRows;
  /** The site's currency, which presenting a product needs (the settings revision covers it). */
  currency: string;
}

/** Reads a site's catalogue; undefined when it is too large to keep. */
export type LoadCatalogue = (
  siteId: string,
  /** The catalogue kept before, brought up to date in place when it can be (only what changed is read). */
  previous: { catalogue: KeptCatalogue; revisions: readonly number[] } | undefined,
) => Promise<KeptCatalogue | undefined>;

interface Entry {
  revisions: readonly number[];
  loading: Promise<KeptCatalogue | undefined>;
  /** Products kept for the site once loaded (0 until then, or when it is too large). */
  products: number;
  /** The catalogue last loaded for the site, kept while a newer one loads (`latest`). */
  latest?: KeptCatalogue;
  /** A catalogue too large to keep is read again only after this (`performance.now()`). */
  recheckAt?: number;
  /** When it was last asked for (`KeptCatalogues.asked`): the longest unasked goes first. */
  askedAt: number;
}

/** How long a catalogue found too large is left to SQL before its size is read again. */
const RECHECK_TOO_LARGE_MS = 30_000;

/**
 * Catalogues kept per site, so that a catalogue query the answer cache cannot serve (a filter
 * nobody asked for since the last write) runs over kept rows and their indexes instead of SQL.
 *
 * Keyed by the revisions of the catalogue and of the site's settings (`catalogueRevisions`), read
 * before the rows: a kept catalogue is never older than its revisions, and one at revisions no
 * older than a request's serves it (data newer than a key is what a query run a moment later
 * would show). Another process's write bumps the same revisions, so nothing is announced between
 * processes; the next request after a bump brings the catalogue up to date before it is answered.
 * Bounded by products over all sites: the least recently asked for sites go first.
 */
export class KeptCatalogues {
  private readonly bySite = new Map<string, Entry>();
  /**
   * Grows with every asking. Asked for on every catalogue request, so a hit changes a number and
   * moves nothing: a map entry moved to the end on each one made tables that outlived young
   * collections, garbage that only full collections clear (bench/RESULTS.md, issue 42).
   */
  private asked = 0;

  constructor(
    private readonly load: LoadCatalogue,
    /** Products kept over all sites; a site with more is left to SQL. */
    private readonly products: number,
    /** Sites kept at once (each costs its indexes however small). */
    private readonly sites: number,
  ) {}

  /** The site's catalogue at `revisions` or newer, or undefined when it is not kept. */
  async at(siteId: string, revisions: readonly number[]): Promise<KeptCatalogue | undefined> {
    this.asked += 1;
    const entry = this.bySite.get(siteId);
    if (entry && (notOlder(entry.revisions, revisions) || (entry.recheckAt ?? 0) > performance.now())) {
      // Asked for again: the most recently used site is the last to go.
      entry.askedAt = this.asked;
      return entry.loading;
    }
    // Set before anything is awaited, so that requests arriving meanwhile share this read; it
    // waits for the one before, which it continues from.
    const loading = (async () => {
      const previous = entry && (await entry.loading.catch(() => undefined));
      return this.load(siteId, previous && { catalogue: previous, revisions: entry.revisions });
    })();
    const loaded: Entry = { revisions, loading, products: 0, askedAt: this.asked, latest: entry?.latest };
    this.bySite.set(siteId, loaded);
    try {
      const catalogue = await loading;
      if (!catalogue) loaded.recheckAt = performance.now() + RECHECK_TOO_LARGE_MS;
      loaded.latest = catalogue;
      loaded.products = catalogue?.rows.size ?? 0;
      this.keepWithinBounds(siteId);
      return catalogue;
    } catch (error) {
      // A failed read keeps nothing: the next request reads again.
      if (this.bySite.get(siteId) === loaded) this.bySite.delete(siteId);
      throw error;
    }
  }

  /** The site's catalogue as last loaded, while the site is kept (a newer one may be loading). */
  latest(siteId: string): KeptCatalogue | undefined {
    return this.bySite.get(siteId)?.latest;
  }

  /** Lets the least recently asked for sites go, while the kept products or sites are over their bounds. */
  private keepWithinBounds(keeping: string): void {
    let total = 0;
    for (const entry of this.bySite.values()) total += entry.products;
    while (total > this.products || this.bySite.size > this.sites) {
      const going = leastRecentlyAsked(this.bySite, keeping);
      if (going === undefined) return;
      total -= (this.bySite.get(going) as Entry).products;
      this.bySite.delete(going);
    }
  }

  get size(): number {
    return this.bySite.size;
  }
}

const notOlder = (kept: readonly number[], asked: readonly number[]): boolean =>
  kept.length === asked.length && kept.every((revision, index) => revision >= (asked[index] ?? 0));
