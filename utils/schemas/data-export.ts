import { z } from 'zod';

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'downloaded', 'expired'] as const;

/** One "Unduh data saya" request as the profile card shows it (GET/POST /privacy/exports, docs/privacy.md). */
export interface DataExportView {
  id: string;
  status: (typeof DATA_EXPORT_STATUSES)[number];
  requested_at: string;
  ready_at: string | null;
  expires_at: string | null;
  downloaded_at: string | null;
  bytes: number | null;
  /** Under /helpdesk/api; only while the copy is ready: signed, for its owner, usable once. */
  download_path: string | null;
}

export const DataExportDownloadQuery = z.object({
  id: z.uuid('Tautan unduhan tidak dikenal'),
  expires: z.coerce.number().int().positive(),
  sig: z.string().min(16).max(128),
});
