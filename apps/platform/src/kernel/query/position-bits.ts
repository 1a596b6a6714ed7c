/**
 * Positions of a sorted index as bits, 32 to a word: bit `p & 31` of word `(p >>> 5) - firstWord`
 * stands for position `p`. A price window of 3,000 candidates at 100,000 rows is 94 words, so its
 * matches are counted by a popcount of each and the tests of several conditions are one AND a
 * word, where testing each candidate took a call per condition (bench/RESULTS.md, issue 42).
 */
export interface PositionBits {
  firstWord: number;
  words: Uint32Array;
}

/** Bits over the whole of an index of `size` positions, those `holds` is true of set. */
export function bitsOf(size: number, holds: (position: number) => boolean): PositionBits {
  const bits = emptyBits(0, size);
  for (let position = 0; position < size; position += 1) if (holds(position)) setBit(bits, position);
  return bits;
}

/** Empty bits for positions `from` (inclusive) to `to` (exclusive), for `setBit` to mark. */
export function emptyBits(from: number, to: number): PositionBits {
  const firstWord = from >>> 5;
  return { firstWord, words: new Uint32Array(Math.max(0, ((to + 31) >>> 5) - firstWord)) };
}

/** Sets position `position`'s bit, when it lies within the words of `bits`. */
export function setBit(bits: PositionBits, position: number): void {
  const word = (position >>> 5) - bits.firstWord;
  if (word < 0 || word >= bits.words.length) return;
  bits.words[word] = (bits.words[word] as number) | (1 << (position & 31));
}

/** Whether position `position` is set (false outside the words of `bits`). */
export function hasBit(bits: PositionBits, position: number): boolean {
  const word = bits.words[(position >>> 5) - bits.firstWord];
  return word !== undefined && (word & (1 << (position & 31))) !== 0;
}

/**
 * The positions from `from` to `to` (exclusive) set in every one of `parts` (all of them with no
 * part): a new array of the range's words, each word the AND of the parts' words.
 */
export function intersection(from: number, to: number, parts: readonly PositionBits[]): PositionBits {
  const bits = emptyBits(from, to);
  const { firstWord, words } = bits;
  if (words.length === 0) return bits;
  words.fill(0xffffffff);
  // Outside the range, no bit: the first word loses the positions below `from`, the last those from `to`.
  words[0] = (words[0] as number) & (0xffffffff << (from & 31));
  const tail = to & 31;
  if (tail !== 0)
    words[words.length - 1] = (words[words.length - 1] as number) & (0xffffffff >>> (32 - tail));
  for (const part of parts) {
    const offset = firstWord - part.firstWord;
    const partWords = part.words;
    for (let at = 0; at < words.length; at += 1) {
      words[at] = (words[at] as number) & ((partWords[at + offset] as number | undefined) ?? 0);
    }
  }
  return bits;
}

/** The positions set in any of `parts`, from `from` to `to` (exclusive). */
export function union(from: number, to: number, parts: readonly PositionBits[]): PositionBits {
  if (parts.length === 1) return parts[0] as PositionBits;
  const bits = emptyBits(from, to);
  const { firstWord, words } = bits;
  for (const part of parts) {
    const offset = firstWord - part.firstWord;
    for (let at = 0; at < words.length; at += 1) {
      words[at] = (words[at] as number) | ((part.words[at + offset] as number | undefined) ?? 0);
    }
  }
  return bits;
}

/** How many bits are set: a popcount of each word (SWAR: the bits of each byte summed in place). */
export function countBits(bits: PositionBits): number {
  let count = 0;
  for (const word of bits.words) {
    let x = word - ((word >>> 1) & 0x55555555);
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    count += Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return count;
}

/**
 * Each set position in ascending order (descending when `descending`), until `visit` answers
 * false. The lowest bit of a word is `word & -word`; the highest is found by counting leading zeros.
 */
export function eachSetBit(
  bits: PositionBits,
  descending: boolean,
  visit: (position: number) => boolean,
): void {
  const { firstWord, words } = bits;
  const base = firstWord << 5;
  if (descending) {
    for (let at = words.length - 1; at >= 0; at -= 1) {
      let word = words[at] as number;
      while (word !== 0) {
        const bit = 31 - Math.clz32(word);
        word ^= 1 << bit;
        if (!visit(base + (at << 5) + bit)) return;
      }
    }
    return;
  }
  for (let at = 0; at < words.length; at += 1) {
    let word = words[at] as number;
    while (word !== 0) {
      const lowest = word & -word;
      word ^= lowest;
      if (!visit(base + (at << 5) + 31 - Math.clz32(lowest))) return;
    }
  }
}
