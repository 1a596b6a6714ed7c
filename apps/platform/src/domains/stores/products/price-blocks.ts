/**
 * A presented product writes one price block three times: `price`, `priceData` and
 * `convertedPriceData` hold the same object while prices are not converted (some 270 of a plain
 * product's 1,160 bytes). Kept bytes hold it once: what the two copies were is cut out, and put
 * back where it was when the bytes are written into an answer, byte for byte.
 */
const PRICE = Buffer.from('"price":');
const PRICE_DATA = new Uint8Array(Buffer.from(',"priceData":'));
const CONVERTED = new Uint8Array(Buffer.from(',"convertedPriceData":'));

const KEYS = [PRICE_DATA, CONVERTED];

/**
 * Where the cut was: at `splice` of the kept bytes, which end with the block (`block` bytes)
 * there; `splice` is -1 when nothing was cut. Two numbers, not an object: 100,000 kept products
 * hold one each.
 */
export interface PriceCut {
  splice: number;
  block: number;
}

const NO_CUT = -1;

/**
 * The product's bytes with the two copies of its price block cut out, and where; the bytes as they
 * are (and no cut) unless the three are there, alike and one after another. In JSON text a quote
 * inside a string is escaped, so what is found is a key (the first `"price":`, which is the
 * product's own while nothing before it holds a price); and whatever is found, only bytes equal
 * to what is put back are cut, so the bytes written back are always those given.
 */
export function cutPriceBlocks(bytes: Buffer): PriceCut & { bytes: Buffer } {
  const none = { bytes, splice: NO_CUT, block: 0 };
  const key = bytes.indexOf(PRICE);
  if (key < 0) return none;
  const start = key + PRICE.length;
  const splice = bytes.indexOf(PRICE_DATA, start);
  if (splice < 0) return none;
  const block = splice - start;
  const second = splice + PRICE_DATA.length;
  const converted = second + block;
  const third = converted + CONVERTED.length;
  if (third + block > bytes.length) return none;
  const same =
    bytes.compare(bytes, start, splice, second, converted) === 0 &&
    bytes.compare(CONVERTED, 0, CONVERTED.length, converted, third) === 0 &&
    bytes.compare(bytes, start, splice, third, third + block) === 0;
  if (!same) return none;
  return { bytes: Buffer.concat([bytes.subarray(0, splice), bytes.subarray(third + block)]), splice, block };
}

/** How many bytes the cut took out. */
export const cutLength = ({ splice, block }: PriceCut): number =>
  splice === NO_CUT ? 0 : PRICE_DATA.length + CONVERTED.length + 2 * block;

/**
 * Writes kept bytes (`length` of `from` at `offset`, cut where the `PriceCut` says) into `target`
 * at `at`, what was cut put back; the position after them. The block's copies are copied from
 * where it was just written, within `target`.
 */
export function writeWithPriceBlocks(
  from: Buffer,
  offset: number,
  length: number,
  { splice, block }: PriceCut,
  target: Buffer,
  at: number,
): number {
  if (splice === NO_CUT) return at + from.copy(target, at, offset, offset + length);
  let to = at + from.copy(target, at, offset, offset + splice);
  const written = to - block;
  for (const key of KEYS) {
    target.set(key, to);
    to += key.length;
    target.copyWithin(to, written, written + block);
    to += block;
  }
  return to + from.copy(target, to, offset + splice, offset + length);
}
