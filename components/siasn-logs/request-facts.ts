import { siasnText } from '@/locales/id/siasn';
import { siasnLogsText } from '@/locales/id/siasn-logs';
import { siasnRecordsText } from '@/locales/id/siasn-records';
import { FORMAT_TEXT } from '@/locales/id/format';
import { formatFileSize } from '@/utils/format/file-size';

const LABELS: Record<string, string> = { ...siasnText.fields, ...siasnRecordsText.fields, ...siasnLogsText.writes.requestFields };

/** `tanggalMulai` / `tanggal_mulai` -> `Tanggal mulai`: a field no text names still reads as words. */
const words = (key: string) => {
  const spaced = key.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

export const requestLabel = (key: string) => LABELS[key] ?? words(key);

const isFile = (value: object): value is { name: string; size: number } => 'name' in value && typeof (value as { size?: unknown }).size === 'number';

/** One value of a request in words: a file by name and size, documents by count, an object field by field. */
export function requestValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return FORMAT_TEXT.empty;
  if (Array.isArray(value)) return value.every((item) => typeof item === 'object') ? siasnLogsText.writes.documents(value.length) : value.join(', ');
  if (typeof value !== 'object') return String(value);
  if (isFile(value)) return `${value.name} (${formatFileSize(value.size)})`;
  return Object.entries(value)
    .map(([key, inner]) => `${requestLabel(key)}: ${requestValue(inner)}`)
    .join('; ');
}

/** The request of a SIASN write as labelled fields, in the order it was sent (the log keeps an object). */
export const requestFacts = (request: unknown) =>
  Object.entries(request !== null && typeof request === 'object' ? request : {}).map(([key, value]) => ({ key: `request-${key}`, label: requestLabel(key), value: requestValue(value) }));
