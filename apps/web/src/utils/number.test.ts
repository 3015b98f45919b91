import { describe, expect, it } from 'vitest';
import { numberWithSuffix, toThousands } from './number';

describe('numberWithSuffix', () => {
  it('leaves numbers under a thousand alone', () => {
    expect(numberWithSuffix(0)).toBe('0');
    expect(numberWithSuffix(999)).toBe('999');
  });

  it('uses k, M, G, T, P and E', () => {
    expect(numberWithSuffix(1_000)).toBe('1k');
    expect(numberWithSuffix(1_250)).toBe('1.3k');
    expect(numberWithSuffix(2_500_000)).toBe('2.5M');
    expect(numberWithSuffix(3e9)).toBe('3G');
    expect(numberWithSuffix(4.2e12)).toBe('4.2T');
    expect(numberWithSuffix(5e15)).toBe('5P');
    expect(numberWithSuffix(6e18)).toBe('6E');
  });

  it('drops trailing zeros and honours the digits asked for', () => {
    expect(numberWithSuffix(1_500, 2)).toBe('1.5k');
    expect(numberWithSuffix(1_234_567, 2)).toBe('1.23M');
  });

  it('keeps the sign of negative numbers', () => {
    expect(numberWithSuffix(-12_000)).toBe('-12k');
  });
});

describe('toThousands', () => {
  it('groups the integer part by three', () => {
    expect(toThousands(0)).toBe('0');
    expect(toThousands(999)).toBe('999');
    expect(toThousands(1000)).toBe('1,000');
    expect(toThousands(1234567)).toBe('1,234,567');
  });

  it('leaves the fraction and the sign alone', () => {
    expect(toThousands(1234567.891)).toBe('1,234,567.891');
    expect(toThousands(-9876543)).toBe('-9,876,543');
    expect(toThousands('12345')).toBe('12,345');
  });

  it('shows 0 for nothing', () => {
    expect(toThousands(null)).toBe('0');
    expect(toThousands(undefined)).toBe('0');
  });
});
