import { describe, expect, it } from 'vitest';
import { cityLine } from './city-line';

describe('the city line of an address, as its country writes it', () => {
  it.each([
    ['US', 'Los Angeles', 'CA', '90001', 'Los Angeles, CA 90001'],
    ['CA', 'Toronto', 'ON', 'M5V 2T6', 'Toronto, ON M5V 2T6'],
    ['GB', 'London', undefined, 'SW1A 1AA', 'London SW1A 1AA'],
    ['DE', 'Berlin', undefined, '10115', '10115 Berlin'],
    ['FR', 'Paris', undefined, undefined, 'Paris'],
    ['US', 'New York', 'NY', undefined, 'New York, NY'],
  ])('%s: %s %s %s → %s', (country, city, region, postalCode, expected) => {
    expect(cityLine(country, city, region, postalCode)).toBe(expected);
  });
});
