import type { Database } from '@/server/db';
import { siasnWrites, type SiasnWriteAction, type SiasnWriteOutcome, type SiasnWriteType } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';
import { getLogger } from '@/server/log';

export interface AuditEntry {
  db: Database;
  userId: number;
  nip: string;
  type: SiasnWriteType;
  service: string;
  action: SiasnWriteAction;
  riwayatId?: string | null;
  /** What was asked, without file bytes or tokens (files as `{ name, size, type }`). */
  request: Record<string, unknown>;
}

function outcomeOf(error: unknown): { outcome: SiasnWriteOutcome; message: string | null } {
  if (error instanceof AppError && error.code === 'SIASN_REJECTED') return { outcome: 'rejected', message: error.message };
  if (error instanceof AppError && error.code === 'SIASN_TIMEOUT') return { outcome: 'timeout', message: error.message };
  return { outcome: 'error', message: error instanceof AppError ? error.message : null };
}

/**
 * Runs one write to SIASN and records it in siasn_writes whatever the outcome: accepted, refused
 * (with SIASN's reason), failed or timed out. The write's own error is rethrown; a failure to
 * store the audit row after SIASN accepted is logged, not turned into a failure of a change
 * that already happened.
 */
export async function audited<T extends { message: string; id?: string | null }>(entry: AuditEntry, write: () => Promise<T>): Promise<T> {
  const started = performance.now();
  let result: T | undefined;
  let failure: unknown;
  try {
    result = await write();
  } catch (error) {
    failure = error;
  }
  const { outcome, message } = failure === undefined ? { outcome: 'ok' as const, message: result?.message ?? null } : outcomeOf(failure);
  const { db, userId, ...row } = entry;
  try {
    await db.insert(siasnWrites).values({
      ...row,
      userId,
      riwayatId: row.riwayatId ?? result?.id ?? null,
      outcome,
      gatewayMessage: message,
      durationMs: Math.round(performance.now() - started),
    });
  } catch (error) {
    getLogger().error({ err: error, siasnWrite: { nip: row.nip, service: row.service, action: row.action, outcome } }, 'SIASN write not recorded in siasn_writes');
  }
  if (failure !== undefined) throw failure;
  return result as T;
}
