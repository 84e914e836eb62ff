import { describe, expect, it } from 'vitest';
import { canMoveStatus, nextStatuses, statusOnTake } from '@/utils/rules/status-transitions';

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

  it.each([
    ['DIAJUKAN', 'DIKERJAKAN'],
    ['DIKERJAKAN', null],
    ['SELESAI', null],
    ['DITOLAK', null],
    ['ARSIP', null],
  ] as const)('taking a %s ticket moves it to %s', (from, to) => {
    expect(statusOnTake(from)).toBe(to);
  });
});
