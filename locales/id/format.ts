// Indonesian text used by utils/format. Kept apart so the text pack owns every visible string.
export const FORMAT_TEXT = {
  // Shown in place of a date, amount or age that is missing or cannot be read.
  empty: '-',
  // Relative times, as dayjs's Indonesian locale words them (utils/format/relative-time.ts).
  relative: {
    future: 'dalam %s',
    past: '%s yang lalu',
    units: {
      s: 'beberapa detik',
      m: 'semenit',
      mm: '%d menit',
      h: 'sejam',
      hh: '%d jam',
      d: 'sehari',
      dd: '%d hari',
      M: 'sebulan',
      MM: '%d bulan',
      y: 'setahun',
      yy: '%d tahun',
    },
  },
} as const;
