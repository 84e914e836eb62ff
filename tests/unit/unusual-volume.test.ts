import { describe, expect, it } from 'vitest';
import { median, unusualVolume } from '@/utils/rules/unusual-volume';

const day = (date: string, ...people: number[]) => people.map((n, i) => ({ day: date, readerId: i + 1, people: n }));

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBe(0);
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([1, 2, 4, 10])).toBe(3);
  });
});

describe('unusualVolume', () => {
  it('flags a reader above 3x the median of that day with at least 20 people', () => {
    // median 5.5: 16 is under 16.5 and 20; 21 is above both.
    expect(unusualVolume(day('2026-12-01', 5, 4, 6, 21, 16, 5))).toEqual([{ day: '2026-12-01', readerId: 4, people: 21, median: 5.5 }]);
  });

  it('does not flag exactly 3x the median, nor 20 when the median is 8', () => {
    expect(unusualVolume(day('2026-12-01', 10, 10, 30, 9))).toEqual([]);
    expect(unusualVolume(day('2026-12-01', 8, 8, 20))).toEqual([]);
  });

  it('does not flag a reader alone in a day (their own median), however many', () => {
    expect(unusualVolume(day('2026-12-01', 500))).toEqual([]);
  });

  it('judges each day by its own readers, busiest first', () => {
    const flagged = unusualVolume([...day('2026-12-01', 1, 1, 25), ...day('2026-12-02', 30, 30, 40), ...day('2026-12-03', 2, 2, 60)]);
    expect(flagged.map((f) => [f.day, f.people])).toEqual([
      ['2026-12-03', 60],
      ['2026-12-01', 25],
    ]);
  });
});
