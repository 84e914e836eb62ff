// A spreadsheet cell as the row schemas see it; plain ESM so the reading worker
// (read-worker.mjs, unbundled) and the portal share it. Types: read-cells.d.mts.

const pad = (n) => String(n).padStart(2, '0');

/**
 * A cell's value without Excel's wrapping: a rich text's text, a formula's result, a link's text;
 * a date as its calendar day 'YYYY-MM-DD' (exceljs gives midnight UTC); blank texts and Excel
 * errors (#N/A) as null.
 */
export function plainCell(value) {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value !== 'object') return null;
  if ('richText' in value) return plainCell(value.richText.map((part) => part.text).join(''));
  if ('result' in value) return plainCell(value.result);
  if ('text' in value) return plainCell(value.text);
  return null;
}
