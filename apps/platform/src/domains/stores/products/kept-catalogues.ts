import type { KeptRows } from '../../../kernel/query/kept-rows.js';

/** A site's catalogue kept in memory, at the revisions read before it was. */
export interface KeptCatalogue {
  /** The queryable columns of every product of the site, hidden ones included. */
  rows: KeptRows;
  /** The site's currency, which presenting a product needs (the settings revision covers it). */
  currency: string;
}

interface Entry {
  revisions: readonly number[];
  loading: Promise<KeptCatalogue | undefined>;
  /** A catalogue too large to keep is read again only after this (`performance.now()`). */
  recheckAt?: number;
}

/** How long a catalogue found too large is left to SQL before its size is read again. */
const RECHECK_TOO_LARGE_MS = 30_000;

/**
 * Small catalogues kept per site, so that a catalogue query the answer cache cannot serve (a
 * filter nobody asked for since the last write) runs over kept rows instead of SQL: on 50
 * products, the query and the site read were about half of such an answer's platform time.
 *
 * Keyed by the revisions of the catalogue and of the site's settings (`catalogueRevisions`), read
 * before the rows: a kept catalogue is never older than its revisions, and one at revisions no
 * older than a request's serves it (data newer than a key is what a query run a moment later
 * would show). Another process's write bumps the same revisions, so nothing is announced between
 * processes. A site whose catalogue is over the limit is left to SQL, which has the indexes.
 */
export class KeptCatalogues {
  private readonly bySite = new Map<string, Entry>();

  constructor(
    /**
     * The site's catalogue, or undefined when it has more products than are kept; `previous`,
     * the one kept before, spares reading again what has not changed.
     */
    private readonly load: (
      siteId: string,
      previous: KeptCatalogue | undefined,
    ) => Promise<KeptCatalogue | undefined>,
    /** Sites kept at once; the least recently asked for goes first. */
    private readonly sites: number,
  ) {}

  /** The site's catalogue at `revisions` or newer, or undefined when it is not kept. */
  async at(siteId: string, revisions: readonly number[]): Promise<KeptCatalogue | undefined> {
    const entry = this.bySite.get(siteId);
    if (entry && (notOlder(entry.revisions, revisions) || (entry.recheckAt ?? 0) > performance.now())) {
      // Asked for again: the most recently used site is the last to go.
      this.bySite.delete(siteId);
      this.bySite.set(siteId, entry);
      return entry.loading;
    }
    // Set before anything is awaited, so that requests arriving meanwhile share this read.
    const loading = (async () => {
      const previous = entry && (await entry.loading.catch(() => undefined));
      return this.load(siteId, previous);
    })();
    const loaded: Entry = { revisions, loading };
    this.bySite.delete(siteId);
    this.bySite.set(siteId, loaded);
    if (this.bySite.size > this.sites) this.bySite.delete(this.bySite.keys().next().value as string);
    try {
      const catalogue = await loading;
      if (!catalogue) loaded.recheckAt = performance.now() + RECHECK_TOO_LARGE_MS;
      return catalogue;
    } catch (error) {
      // A failed read keeps nothing: the next request reads again.
      if (this.bySite.get(siteId) === loaded) this.bySite.delete(siteId);
      throw error;
    }
  }

  get size(): number {
    return this.bySite.size;
  }
}

const notOlder = (kept: readonly number[], asked: readonly number[]): boolean =>
  kept.length === asked.length && kept.every((revision, index) => revision >= (asked[index] ?? 0));
