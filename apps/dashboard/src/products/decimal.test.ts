import { describe, expect, it } from 'vitest';
import { amountOf, compareAmounts, isAmount, subtractAmounts } from './decimal';

describe('amounts typed by the owner', () => {
  it('accepts plain decimals with up to three places', () => {
    expect(['12', '12.5', '0.99', ' 7.125 '].every(isAmount)).toBe(true);
    expect(['', '-1', '1e3', '12.3456', '1,50', 'abc', '1234567890'].some(isAmount)).toBe(false);
  });

  it('subtracts and compares exactly, where floats would not', () => {
    expect(subtractAmounts('0.3', '0.1')).toBe('0.2');
    expect(subtractAmounts('20', '12.50')).toBe('7.5');
    expect(subtractAmounts('10.005', '10.005')).toBe('0');
    expect(() => subtractAmounts('1', '2')).toThrow(RangeError);
    expect(compareAmounts('12.50', '12.5')).toBe(0);
    expect(compareAmounts('9.99', '10')).toBe(-1);
    expect(compareAmounts('100', '99.999')).toBe(1);
  });

  it('writes a catalogue price back as an amount', () => {
    expect(amountOf(7.5)).toBe('7.5');
    expect(amountOf(0.1 + 0.2)).toBe('0.3');
    expect(amountOf(35)).toBe('35');
  });
});
