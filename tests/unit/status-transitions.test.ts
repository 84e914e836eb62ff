import { describe, expect, it } from 'vitest';
import { canMoveStatus, nextStatuses } from '@/utils/rules/status-transitions';

describe('ticket status transitions', () => {
  it.each([
    ['DIAJUKAN', 'DIKERJAKAN', true],
    ['DIAJUKAN', 'DITOLAK', true],
    ['DIAJUKAN', 'SELESAI', false],
    ['DIKERJAKAN', 'SELESAI', true],
    ['DIKERJAKAN', 'DITOLAK', true],
    ['DIKERJAKAN', 'DIAJUKAN', false],
    ['SELESAI', 'DIKERJAKAN', true],
    ['SELESAI', 'DIAJUKAN', false],
    ['DITOLAK', 'DIAJUKAN', true],
    ['DITOLAK', 'SELESAI', false],
    ['DIAJUKAN', 'DIAJUKAN', false],
    ['UNKNOWN', 'DIAJUKAN', false],
  ] as const)('%s -> %s is %s', (from, to, expected) => {
    expect(canMoveStatus(from, to)).toBe(expected);
  });

  it('offers nothing for an unknown status', () => {
    expect(nextStatuses('ARSIP')).toEqual([]);
  });
});
