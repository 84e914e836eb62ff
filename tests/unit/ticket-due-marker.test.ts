import { describe, expect, it } from 'vitest';
import { DUE_SOON_HOURS, dueMarker } from '@/utils/rules/ticket-due';

const NOW = Date.parse('2026-05-04T10:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const due = (msFromNow: number) => new Date(NOW + msFromNow).toISOString();

describe('dueMarker', () => {
  it('says nothing without a due time (finished or uncategorised tickets) or for an unreadable one', () => {
    expect(dueMarker(null, NOW)).toBeNull();
    expect(dueMarker('bukan tanggal', NOW)).toBeNull();
  });

  it('marks a passed due time as overdue, by how long', () => {
    expect(dueMarker(due(-3 * HOUR), NOW)).toEqual({ kind: 'overdue', text: 'Terlambat 3 jam' });
    expect(dueMarker(due(-1), NOW)).toEqual({ kind: 'overdue', text: 'Terlambat 1 menit' });
    expect(dueMarker(due(-25 * MINUTE), NOW)?.text).toBe('Terlambat 25 menit');
    expect(dueMarker(due(-47 * HOUR), NOW)?.text).toBe('Terlambat 47 jam');
    expect(dueMarker(due(-13 * 24 * HOUR), NOW)?.text).toBe('Terlambat 13 hari');
  });

  it('marks a due time within 24 hours as due soon, by how long is left', () => {
    expect(dueMarker(due(2 * HOUR), NOW)).toEqual({ kind: 'soon', text: 'Jatuh tempo 2 jam lagi' });
    expect(dueMarker(due(0), NOW)).toEqual({ kind: 'soon', text: 'Jatuh tempo 1 menit lagi' });
    expect(dueMarker(due(40 * MINUTE), NOW)?.text).toBe('Jatuh tempo 40 menit lagi');
    expect(dueMarker(due(DUE_SOON_HOURS * HOUR - 1), NOW)?.text).toBe('Jatuh tempo 24 jam lagi');
  });

  it('says nothing when the due time is 24 hours or more away', () => {
    expect(DUE_SOON_HOURS).toBe(24);
    expect(dueMarker(due(DUE_SOON_HOURS * HOUR), NOW)).toBeNull();
    expect(dueMarker(due(30 * HOUR), NOW)).toBeNull();
  });
});
