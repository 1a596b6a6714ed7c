import { FLAG } from '../../../kernel/query/kept-flags.js';
import type { KeptRows } from '../../../kernel/query/kept-rows.js';
import type { PresentedProducts, StoredProduct } from './presented-products.js';
import type { PresentOptions } from './presenter.js';

/** Products presented per step: one query of their documents, a few milliseconds of work. */
const WARM_BATCH = 200;

/**
 * Presented products are warmed only while they fill less than this share of their bound: a
 * catalogue larger than the bound is presented as visitors ask, not pushed out by its own warming.
 */
const WARM_WHILE_FILLED_BELOW = 0.75;

/** A catalogue being warmed: where the next step starts, and what it needs. */
interface Warming {
  rows: KeptRows;
  options: PresentOptions;
  load: (ids: string[]) => Promise<StoredProduct[]>;
  /** Whether the site's kept catalogue is still these rows (warming stops when it is not). */
  stillKept: () => boolean;
  nextSlot: number;
}

/**
 * Presents a catalogue read whole into memory (a process's first query of it, or its first after
 * the catalogue was let go) ahead of the visitors who will ask for it, a batch a step, in the
 * background loop of the stores module.
 *
 * Without it each of the first answers after a restart loaded and presented its own products,
 * within the request: on PostgreSQL a read of the database an answer for the first 46 s at
 * 100,000 products under load, each answer's objects alive across that await while other answers
 * filled the young generation, so that much of them was promoted and stayed until a full
 * collection (bench/RESULTS.md, issue 42). A step's work is synchronous after its one query, and
 * its garbage dies young: a process given a quiet moment after its first query is presented
 * before its load comes, and one loaded at once is presented in 20 s instead of 46 (the
 * garbage of those seconds is `HEAP_GROWING_PERCENT`'s to collect).
 */
export class PresentationWarmer {
  /** By site: a catalogue read whole again replaces its warming. */
  private readonly bySite = new Map<string, Warming>();

  constructor(
    private readonly presented: PresentedProducts,
    private readonly batch = WARM_BATCH,
  ) {}

  /** Warms the visible products of a site's catalogue, just read whole, in the presentation visitors get. */
  add(siteId: string, warming: Omit<Warming, 'nextSlot'>): void {
    this.bySite.set(siteId, { ...warming, nextSlot: 0 });
  }

  /**
   * Presents batches for about `forMs`, letting requests in between them (each step is one
   * turn of the event loop); stops early when nothing is left to warm.
   */
  async run(forMs: number): Promise<void> {
    const until = performance.now() + forMs;
    while ((await this.step()) && performance.now() < until) await new Promise(setImmediate);
  }

  /** Presents the next batch of one catalogue; false when there is nothing left to warm. */
  async step(): Promise<boolean> {
    const next = this.bySite.entries().next();
    if (next.done) return false;
    const [siteId, warming] = next.value;
    if (this.presented.filled >= WARM_WHILE_FILLED_BELOW || !warming.stillKept()) {
      this.bySite.delete(siteId);
      return this.bySite.size > 0;
    }
    const { rows } = warming;
    const visible = rows.flagsOf('visible');
    const slots: number[] = [];
    let slot = warming.nextSlot;
    for (; slot < rows.slotCount && slots.length < this.batch; slot += 1) {
      // Visitors see visible products only; a free slot holds no flag.
      if (visible?.[slot] === FLAG.true) slots.push(slot);
    }
    warming.nextSlot = slot;
    if (slot >= rows.slotCount) this.bySite.delete(siteId);
    // Products already presented are found by their slots' memos and cost nothing more.
    if (slots.length > 0) await this.presented.present({ slots, kept: rows }, warming.options, warming.load);
    return this.bySite.size > 0;
  }
}
