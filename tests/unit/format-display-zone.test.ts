// Dates read the same on the server and in every browser: in WIB, whatever zone the code runs in
// (a server in UTC rendered other hours than a browser in Makassar, and React refused the HTML).
import { afterEach, describe, expect, it } from 'vitest';
import { dayjs, formatDate, formatDateTimeLong, formatRelativeOrDate, fromPickerValue, toDayjs, toPickerValue } from '../../utils/format';

const ORIGINAL_TZ = process.env.TZ;
afterEach(() => {
  process.env.TZ = ORIGINAL_TZ;
});

describe.each(['UTC', 'Asia/Makassar', 'Asia/Jayapura', 'America/Los_Angeles'])('code running in %s', (zone) => {
  it('shows an instant in WIB', () => {
    process.env.TZ = zone;
    expect(formatDateTimeLong('2026-11-24T17:30:00.000Z')).toBe('25 November 2026 00:30');
    expect(formatDateTimeLong(new Date(Date.UTC(2026, 0, 5, 2, 7)))).toBe('05 Januari 2026 09:07');
  });

  it('keeps a date without a time on its own day', () => {
    process.env.TZ = zone;
    expect(formatDate('2024-01-05')).toBe('05 Jan 2024');
    expect(toDayjs('2024-01-05')?.format('YYYY-MM-DD HH:mm')).toBe('2024-01-05 00:00');
  });

  it('measures relative time between instants, not wall clocks', () => {
    process.env.TZ = zone;
    expect(formatRelativeOrDate('2026-11-24T17:30:00.000Z', '2026-11-24T20:30:00.000Z')).toBe('3 jam yang lalu');
  });

  it('gives date pickers the WIB wall clock and reads a picked wall clock as WIB', () => {
    process.env.TZ = zone;
    // An announcement ending 31 Des 2026 10:00 WIB shows 10:00 in the picker, not the browser's hour.
    expect(toPickerValue('2026-12-31T03:00:00.000Z')?.format('DD/MM/YYYY HH:mm')).toBe('31/12/2026 10:00');
    expect(fromPickerValue(dayjs('2026-12-31T10:00:00'))).toBe('2026-12-31T03:00:00.000Z');
    expect(fromPickerValue(toPickerValue('2026-01-05T02:07:00.000Z'))).toBe('2026-01-05T02:07:00.000Z');
    expect(toPickerValue(null)).toBeNull();
    expect(fromPickerValue(null)).toBeNull();
  });
});
