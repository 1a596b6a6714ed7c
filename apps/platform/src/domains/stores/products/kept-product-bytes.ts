import type { Product } from '@bazaar/contracts';
import type { ItemBytes } from '../../../kernel/http/shared-items.js';
import { cutLength, type PriceCut, writeWithPriceBlocks } from './price-blocks.js';

/**
 * A kept product in one answer: the slab's bytes as they are when the answer is made (a slab
 * dropped meanwhile lets go of its bytes, this answer still holds them), written into the answer
 * with its price blocks put back.
 */
export class KeptProductBytes implements ItemBytes<Product>, PriceCut {
  declare readonly item?: Product;
  readonly length: number;

  constructor(
    private readonly from: Buffer,
    private readonly offset: number,
    private readonly kept: number,
    readonly splice: number,
    readonly block: number,
  ) {
    this.length = kept + cutLength(this);
  }

  writeInto(target: Buffer, at: number): number {
    return writeWithPriceBlocks(this.from, this.offset, this.kept, this, target, at);
  }

  prefetch(): number {
    const { from, offset } = this;
    const end = offset + this.kept;
    let read = 0;
    for (let at = offset; at < end; at += CACHE_LINE) read ^= from[at] as number;
    return read ^ (from[end - 1] as number);
  }
}

/** Bytes to a cache line on the processors this runs on (x86-64 and most of ARM64). */
const CACHE_LINE = 64;
