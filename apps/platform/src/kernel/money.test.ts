import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors.js';
import {
  currencyDecimals,
  formatMoney,
  percentOf,
  toDecimalString,
  toMajorNumber,
  toMinor,
} from './money.js';

describe('money', () => {
  it('knows the decimals of a currency', () => {
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('KWD')).toBe(3);
  });

  it('parses decimal strings and numbers to minor units exactly', () => {
    expect(toMinor('12.5', 'USD', 'price')).toBe(1250);
    expect(toMinor('0.10', 'USD', 'price')).toBe(10);
    expect(toMinor(19.99, 'USD', 'price')).toBe(1999);
    expect(toMinor('0.3', 'USD', 'price') - toMinor('0.1', 'USD', 'price')).toBe(20);
    expect(toMinor('1500', 'JPY', 'price')).toBe(1500);
    expect(toMinor('1.250', 'KWD', 'price')).toBe(1250);
    expect(toMinor('2.500', 'USD', 'price')).toBe(250);
  });

  it('refuses more decimals than the currency has, negatives and garbage', () => {
    expect(() => toMinor('1.005', 'USD', 'price')).toThrow(ValidationError);
    expect(() => toMinor('1.5', 'JPY', 'price')).toThrow('must have at most 0 decimals in JPY');
    expect(() => toMinor('-1', 'USD', 'price')).toThrow('must be a non-negative decimal amount');
    expect(() => toMinor('1e3', 'USD', 'price')).toThrow(ValidationError);
  });

  it('writes exact decimal strings, numbers and formatted amounts', () => {
    expect(toDecimalString(1250, 'USD')).toBe('12.50');
    expect(toDecimalString(5, 'USD')).toBe('0.05');
    expect(toDecimalString(1500, 'JPY')).toBe('1500');
    expect(toMajorNumber(1999, 'USD')).toBe(19.99);
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500');
  });

  it('takes percentages with half-up rounding and no float error', () => {
    expect(percentOf(1999, '10')).toBe(200);
    expect(percentOf(1000, '12.5')).toBe(125);
    expect(percentOf(1, '50')).toBe(1);
    expect(percentOf(333, '33.3333')).toBe(111);
  });
});
