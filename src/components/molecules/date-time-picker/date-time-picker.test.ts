import { describe, expect, it } from 'vitest';
import {
  combineDateTime,
  daysInMonth,
  formatTime,
  maskTime,
  parseTime,
  selectableYears,
} from './date-time-picker.logic.ts';

describe('date and time picker rules (spec section 5)', () => {
  it('offers the years 2023 to the current year', () => {
    expect(selectableYears(new Date(2026, 5, 1))).toEqual([2023, 2024, 2025, 2026]);
    expect(selectableYears(new Date(2023, 0, 1))).toEqual([2023]);
  });
  it('accepts HH:MM with hours under 24 and minutes under 60', () => {
    expect(parseTime('00:00')).toEqual({ hours: 0, minutes: 0 });
    expect(parseTime('23:59')).toEqual({ hours: 23, minutes: 59 });
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(parseTime('9:30')).toBeNull();
    expect(parseTime('ab:cd')).toBeNull();
  });
  it('formats and masks times as HH:MM', () => {
    expect(formatTime({ hours: 9, minutes: 5 })).toBe('09:05');
    expect(maskTime('0930')).toBe('09:30');
    expect(maskTime('09:3')).toBe('09:3');
    expect(maskTime('12345')).toBe('12:34');
  });
  it('knows month lengths and clamps the day', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(combineDateTime(2023, 2, 31, { hours: 8, minutes: 0 })).toEqual(new Date(2023, 1, 28, 8, 0));
  });
});
