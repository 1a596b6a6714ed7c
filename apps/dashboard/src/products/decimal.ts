/**
 * Amounts of money as the owner types them ("12.50"), compared and subtracted exactly: scaled to
 * thousandths in a BigInt, never a float. Three decimals is the most any currency has.
 */
const AMOUNT = /^\d{1,9}(\.\d{1,3})?$/;

export const isAmount = (text: string): boolean => AMOUNT.test(text.trim());

function thousandths(text: string): bigint {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0'));
}

function written(value: bigint): string {
  const whole = value / 1000n;
  const fraction = (value % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** Negative when a < b, zero when equal, positive when a > b. */
export const compareAmounts = (a: string, b: string): number => {
  const difference = thousandths(a) - thousandths(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
};

/** a − b, for a ≥ b ("20" − "12.50" = "7.5"). */
export function subtractAmounts(a: string, b: string): string {
  const difference = thousandths(a) - thousandths(b);
  if (difference < 0n) throw new RangeError(`${a} is less than ${b}`);
  return written(difference);
}

/** A catalogue price (a JSON number on the wire, at most three decimals) as the owner would type it. */
export const amountOf = (price: number): string => written(BigInt(Math.round(price * 1000)));
