import { describe, it, expect } from 'vitest';
import {
  DATE_COMMA,
  DATE_FORMAT,
  DATE_TIME_LONG,
  DATE_TIME_SHORT,
  dayjs,
  formatDate,
  formatDateComma,
  formatDateTimeLong,
  formatDateTimeShort,
} from '../../utils/format';

// Dates are built with local constructors (or ISO strings without an offset, which dayjs reads
// as local time), so the expected text holds whatever TZ the machine runs in.
const JAN_5 = new Date(2024, 0, 5, 9, 7);
const AUG_17 = new Date(2023, 7, 17, 23, 59);

describe('format constants follow spec section 9', () => {
  it.each([
    [DATE_FORMAT, 'DD MMM YYYY'],
    [DATE_TIME_LONG, 'DD MMMM YYYY HH:mm'],
    [DATE_TIME_SHORT, 'D MMM YYYY HH:mm'],
    [DATE_COMMA, 'DD, MMM YYYY'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('absolute formats in Indonesian', () => {
  it.each([
    ['formatDate', formatDate, JAN_5, '05 Jan 2024'],
    ['formatDate', formatDate, AUG_17, '17 Agt 2023'],
    ['formatDateTimeLong', formatDateTimeLong, JAN_5, '05 Januari 2024 09:07'],
    ['formatDateTimeLong', formatDateTimeLong, AUG_17, '17 Agustus 2023 23:59'],
    ['formatDateTimeShort', formatDateTimeShort, JAN_5, '5 Jan 2024 09:07'],
    ['formatDateTimeShort', formatDateTimeShort, AUG_17, '17 Agt 2023 23:59'],
    ['formatDateComma', formatDateComma, JAN_5, '05, Jan 2024'],
    ['formatDateComma', formatDateComma, new Date(2024, 4, 1), '01, Mei 2024'],
  ] as const)('%s(%s) -> %s', (_name, format, input, expected) => {
    expect(format(input)).toBe(expected);
  });

  it.each([
    ['an ISO string without offset', '2024-01-05T09:07:00'],
    ['a date-only string', '2024-01-05'],
    ['a timestamp', new Date(2024, 0, 5).getTime()],
    ['a dayjs value', dayjs(new Date(2024, 0, 5))],
  ] as const)('accepts %s', (_label, input) => {
    expect(formatDate(input)).toBe('05 Jan 2024');
  });

  it('uses the full month names of the id locale', () => {
    const months = Array.from({ length: 12 }, (_, m) => formatDateTimeLong(new Date(2024, m, 1)).split(' ')[1]);
    expect(months).toEqual([
      'Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni',
      'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember',
    ]);
  });
});

describe('missing or invalid input shows the placeholder', () => {
  const formats = { formatDate, formatDateTimeLong, formatDateTimeShort, formatDateComma };
  const inputs: Array<[string, unknown]> = [
    ['null', null],
    ['undefined', undefined],
    ['empty string', ''],
    ['garbage', 'bukan tanggal'],
    ['invalid Date', new Date('invalid')],
    ['NaN', Number.NaN],
  ];
  const rows = Object.entries(formats).flatMap(([name, format]) =>
    inputs.map(([label, input]) => ({ name, format, label, input })),
  );
  it.each(rows)('$name($label) -> "-"', ({ format, input }) => {
    expect(format(input as never)).toBe('-');
  });
});
