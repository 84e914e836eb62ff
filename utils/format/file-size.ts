import { formatNumber } from './number';

const KB = 1024;
const MB = KB * 1024;

/** "850 KB", "4,2 MB": a file's size in Indonesian notation (a small file is never "0,0 MB"). */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${formatNumber(Math.round((bytes / MB) * 10) / 10)} MB`;
  return `${formatNumber(Math.max(1, Math.round(bytes / KB)))} KB`;
}
