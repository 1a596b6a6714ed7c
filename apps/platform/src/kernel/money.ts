import { ValidationError } from './errors.js';

/**
 * Money is kept as integer minor units (cents) and never touched by float arithmetic. Decimal
 * strings or numbers from the wire are parsed digit by digit; numbers on the wire are produced
 * only for display fields the official shapes declare as numbers.
 */
export type Minor = number;

/**
 * One formatter per currency, made once, with its decimals: building an `Intl.NumberFormat` costs
 * far more than using one (a page of 50 products formats about 400 amounts; a profile of the
 * products query put 60 % of the platform's CPU there before this cache), and so does asking it
 * for its options (`resolvedOptions()` was 15 % of add-to-cart's CPU). ISO 4217 bounds the size.
 */
interface CurrencyFormat {
  formatter: Intl.NumberFormat;
  decimals: number;
}
const formats = new Map<string, CurrencyFormat>();
function formatOf(currency: string): CurrencyFormat {
  let format = formats.get(currency);
  if (!format) {
    const formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    format = { formatter, decimals: formatter.resolvedOptions().maximumFractionDigits ?? 2 };
    formats.set(currency, format);
  }
  return format;
}

/** Decimals of a currency (USD 2, JPY 0, KWD 3), as Intl knows them. */
export function currencyDecimals(currency: string): number {
  return formatOf(currency).decimals;
}

/**
 * The largest amount the platform handles anywhere: a price, a line, a cart, an order total has
 * at most this many digits before the decimal point. Prices come in with at most 9 (the
 * contracts), so 100 lines of 9,999 units stay in range only if the cart is checked, which it
 * is before it is written (`assertAmountWithinLimit`). In minor units it stays an exact integer.
 */
const MAX_AMOUNT_DIGITS = 12;

/** Refuses `minor` when its major units have more than `MAX_AMOUNT_DIGITS` digits. */
export function assertAmountWithinLimit(minor: Minor, currency: string, field: string, what: string): void {
  if (minor < 10 ** (MAX_AMOUNT_DIGITS + currencyDecimals(currency))) return;
  throw ValidationError.field(
    field,
    `would bring ${what} past the largest amount the platform handles (${MAX_AMOUNT_DIGITS} digits before the decimal point)`,
    'MAX',
  );
}

const AMOUNT = new RegExp(`^(\\d{1,${MAX_AMOUNT_DIGITS}})(?:\\.(\\d+))?$`);

/** `"12.5"` USD → 1250. Refuses more decimals than the currency has, negatives and garbage. */
export function toMinor(amount: string | number, currency: string, field: string): Minor {
  const text = typeof amount === 'number' ? amount.toString() : amount.trim();
  const match = AMOUNT.exec(text);
  const decimals = currencyDecimals(currency);
  if (!match) throw ValidationError.field(field, 'must be a non-negative decimal amount', 'FORMAT');
  const fraction = match[2] ?? '';
  if (fraction.replace(/0+$/, '').length > decimals) {
    throw ValidationError.field(field, `must have at most ${decimals} decimals in ${currency}`, 'FORMAT');
  }
  const minor =
    Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0').slice(0, decimals) || '0');
  if (!Number.isSafeInteger(minor)) throw ValidationError.field(field, 'is too large', 'MAX');
  return minor;
}

/** 1250 USD → "12.50": the exact decimal string. */
export function toDecimalString(minor: Minor, currency: string): string {
  const decimals = currencyDecimals(currency);
  if (decimals === 0) return String(minor);
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** 1250 USD → 12.5, for the fields the wire declares as JSON numbers. */
export const toMajorNumber = (minor: Minor, currency: string): number =>
  Number(toDecimalString(minor, currency));

/** 1250 USD → "$12.50". */
export function formatMoney(minor: Minor, currency: string): string {
  return formatOf(currency).formatter.format(toMajorNumber(minor, currency));
}

/**
 * A percentage of an amount, rounded half up to the minor unit: `percent` is a decimal string
 * such as "12.5", scaled to an integer first, so no float rounding can creep in.
 */
export function percentOf(minor: Minor, percent: string): Minor {
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(percent);
  if (!match) throw new Error(`Invalid percentage: ${percent}`);
  const scaled = BigInt(match[1] ?? '0') * 10_000n + BigInt((match[2] ?? '').padEnd(4, '0'));
  const product = BigInt(minor) * scaled; // in units of minor * 1/1,000,000
  return Number((product + 500_000n) / 1_000_000n);
}
