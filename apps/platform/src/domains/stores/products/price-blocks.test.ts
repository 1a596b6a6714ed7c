import { describe, expect, it } from 'vitest';
import { cutLength, cutPriceBlocks, writeWithPriceBlocks } from './price-blocks.js';

/** The bytes written back from what was kept, inside a larger buffer at an offset. */
function roundTrip(json: string): { written: string; kept: number } {
  const { bytes, splice, block } = cutPriceBlocks(Buffer.from(json));
  const slab = Buffer.concat([Buffer.from('slab before '), bytes, Buffer.from(' slab after')]);
  const length = bytes.length + cutLength({ splice, block });
  const target = Buffer.alloc(length + 20, '#');
  const end = writeWithPriceBlocks(slab, 12, bytes.length, { splice, block }, target, 10);
  expect(end).toBe(10 + length);
  expect(target.subarray(0, 10).toString()).toBe('#'.repeat(10));
  expect(target.subarray(end).toString()).toBe('#'.repeat(10));
  return { written: target.subarray(10, end).toString(), kept: bytes.length };
}

const block = (price: number, currency = 'USD') =>
  JSON.stringify({ currency, price, discountedPrice: price, formatted: { price: `$${price}` } });

describe("a product's repeated price blocks, kept once", () => {
  it('cuts the two copies out and writes them back byte for byte', () => {
    const json = `{"id":"a","price":${block(12.5)},"priceData":${block(12.5)},"convertedPriceData":${block(12.5)},"sku":"x"}`;
    const { written, kept } = roundTrip(json);
    expect(written).toBe(json);
    expect(kept).toBe(json.length - 2 * block(12.5).length - ',"priceData":,"convertedPriceData":'.length);
  });

  it('keeps the bytes whole when the blocks differ, are apart, or are not there', () => {
    const cases = [
      `{"price":${block(1)},"priceData":${block(1)},"convertedPriceData":${block(2, 'EUR')}}`,
      `{"price":${block(1)},"priceData":${block(2)},"convertedPriceData":${block(1)}}`,
      `{"price":${block(1)},"priceData":${block(1)},"sku":"between","convertedPriceData":${block(1)}}`,
      `{"price":${block(1)},"convertedPriceData":${block(1)}}`,
      '{"id":"no prices"}',
      '{"price":12,"priceData":12,"convertedPriceData":1',
      '{"price":1,"priceData":1,"convertedPriceData":',
    ];
    for (const json of cases) expect(roundTrip(json)).toEqual({ written: json, kept: json.length });
  });

  it('is not fooled by the keys inside strings', () => {
    const name = JSON.stringify('"price":{},"priceData":{},"convertedPriceData":{}');
    const json = `{"name":${name},"price":${block(3)},"priceData":${block(3)},"convertedPriceData":${block(3)}}`;
    const { written, kept } = roundTrip(json);
    expect(written).toBe(json);
    expect(kept).toBeLessThan(json.length);
  });
});
