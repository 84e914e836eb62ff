import { describe, expect, it } from 'vitest';
import { answerTimeRange, inLargestUnit } from '@/utils/rules/answer-time';

describe('answer time from the SLA targets', () => {
  it.each([
    [8, { amount: 8, unit: 'hours' }],
    [24, { amount: 1, unit: 'days' }],
    [36, { amount: 36, unit: 'hours' }],
    [72, { amount: 3, unit: 'days' }],
  ] as const)('%i hours read as %o', (hours, expected) => {
    expect(inLargestUnit(hours)).toEqual(expected);
  });

  it('gives one duration for one target and the shortest to the longest for several', () => {
    expect(answerTimeRange([72])).toEqual({ from: { amount: 3, unit: 'days' }, to: { amount: 3, unit: 'days' } });
    expect(answerTimeRange([72, 8, 48])).toEqual({ from: { amount: 8, unit: 'hours' }, to: { amount: 3, unit: 'days' } });
  });

  it('gives nothing without targets', () => {
    expect(answerTimeRange([])).toBeNull();
  });
});
