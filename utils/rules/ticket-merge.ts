import type { StatusCode } from '../schemas/ticket-codes';

/** A merged ticket is closed: it leaves every queue, and its page leads to the ticket it joined. */
export const MERGED_STATUS: StatusCode = 'DITOLAK';

export interface MergeSide {
  id: number;
  requesterId: number;
  mergedIntoId: number | null;
}

/** Why `source` may not be merged into `target` (Indonesian, shown as is), or null when it may. */
export function mergeRefusal(source: MergeSide, target: MergeSide): string | null {
  if (source.id === target.id) return 'Tiket tidak dapat digabungkan ke dirinya sendiri';
  if (source.mergedIntoId !== null) return 'Tiket ini sudah digabungkan ke tiket lain';
  if (target.mergedIntoId !== null) return 'Tiket tujuan sudah digabungkan ke tiket lain; pilih tiket yang masih berjalan';
  if (source.requesterId !== target.requesterId) return 'Hanya tiket dari pemohon yang sama yang dapat digabungkan';
  return null;
}
