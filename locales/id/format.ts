// Indonesian text used by utils/format. Kept apart so the text pack owns every visible string.
export const FORMAT_TEXT = {
  // Shown in place of a date, amount or age that is missing or cannot be read.
  empty: '-',
} as const;
