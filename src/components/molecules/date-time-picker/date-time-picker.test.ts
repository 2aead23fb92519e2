import { describe, expect, it } from 'vitest';
import { combineDateTime, daysInMonth, selectableRange, selectableYears } from './date-time-picker.logic.ts';

describe('date and time picker rules (spec section 5)', () => {
  it('offers the years 2023 to the current year', () => {
    expect(selectableYears(new Date(2026, 5, 1))).toEqual([2023, 2024, 2025, 2026]);
    expect(selectableYears(new Date(2023, 0, 1))).toEqual([2023]);
  });
  it('bounds the date field to 1 January 2023 and 31 December of the current year', () => {
    const { minValue, maxValue } = selectableRange(new Date(2026, 5, 1));
    expect(minValue.toString()).toBe('2023-01-01');
    expect(maxValue.toString()).toBe('2026-12-31');
  });
  it('reaches into next year when a schedule’s horizon does (a mass message 30 days ahead in December)', () => {
    const december = new Date(2026, 11, 6);
    const horizon = new Date(2027, 0, 5);
    expect(selectableYears(december, horizon)).toEqual([2023, 2024, 2025, 2026, 2027]);
    expect(selectableRange(december, horizon).maxValue.toString()).toBe('2027-12-31');
    expect(selectableYears(december, new Date(2026, 11, 31))).toEqual([2023, 2024, 2025, 2026]);
  });
  it('knows month lengths and clamps the day', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(combineDateTime(2023, 2, 31, { hours: 8, minutes: 0 })).toEqual(new Date(2023, 1, 28, 8, 0));
  });
});
