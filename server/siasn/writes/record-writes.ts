import type { Database } from '@/server/db';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { AppError } from '@/server/http/errors';
import { getLogger } from '@/server/log';
import { RECORD_KIND_INFO, type RecordKind } from '@/utils/catalogue/personnel-writes';
import type { RecordInput } from '@/utils/schemas/siasn-records';
import type { SessionUser } from '@/utils/session-user';
import { readDataUtama } from '../read-section';
import { audited } from './audit';
import { forgetSections } from './forget';
import { ownRow, storedRow } from './fresh-rows';
import { assertMayEdit } from './may-edit';
import { personIdsOf, recordPayload } from './record-payloads';
import { assertOwnReferences } from './row-references';

interface WriteInput {
  db: Database;
  user: SessionUser;
  nip: string;
}

export interface RecordWriteAnswer {
  id: string | null;
  message: string;
  /** The entry as SIASN stored it, read back after the save; null when that read failed. */
  row: Record<string, unknown> | null;
  /** 'failed': the save landed in SIASN, but reading the entry back did not work (a later read shows it). */
  reread: 'ok' | 'failed';
}

/** The saved entry read back from SIASN, or null: a failure here never undoes the save, which landed. */
async function readBack(input: { nip: string; kind: RecordKind; actor: number; id: string | null }) {
  const { id, kind } = input;
  let reason = 'NO_ID';
  if (id !== null) {
    try {
      const row = await storedRow({ ...input, id });
      if (row) return row;
      reason = 'NOT_FOUND';
    } catch (error) {
      reason = error instanceof AppError ? error.code : 'ERROR';
    }
  }
  getLogger().warn({ siasn: { kind, id, reason } }, 'SIASN save landed but the entry could not be read back');
  return null;
}

/**
 * Creates a history entry, or updates one of the NIP's own (`input.id`), through SIASN's save
 * endpoint; audited, the section's cached copy dropped so the next read shows the change, and the
 * entry read back so the answer shows what SIASN stored.
 */
export async function saveRecord<K extends RecordKind>({ db, user, nip, kind, input }: WriteInput & { kind: K; input: RecordInput<K> }): Promise<RecordWriteAnswer> {
  assertMayEdit(user, nip);
  const utama = await readDataUtama({ nip, actor: user.id });
  if (input.id) await ownRow({ nip, kind, actor: user.id, id: input.id });
  await assertOwnReferences({ nip, kind, input, actor: user.id });
  const info = RECORD_KIND_INFO[kind];
  const payload = recordPayload(kind, input, personIdsOf(utama.value));
  const entry = { db, userId: user.id, nip, type: 'riwayat', service: kind, action: input.id ? 'update' : 'create', riwayatId: input.id ?? null, request: payload } as const;
  const answer = await audited(entry, () => getSiasnGateway().save(info.savePath, payload, { actor: user.id }));
  await forgetSections(nip, [info.section]);
  const id = answer.id ?? input.id ?? null;
  const row = await readBack({ nip, kind, actor: user.id, id });
  return { id, message: answer.message, row, reread: row === null ? 'failed' : 'ok' };
}

/**
 * Deletes one of the NIP's own history entries in SIASN; audited. A kind SIASN has no delete for
 * (skp22) is refused before any call: 422 RECORD_NOT_DELETABLE.
 */
export async function deleteRecord({ db, user, nip, kind, id }: WriteInput & { kind: RecordKind; id: string }): Promise<{ message: string }> {
  assertMayEdit(user, nip);
  const { deletePath, section } = RECORD_KIND_INFO[kind];
  if (deletePath === null) throw new AppError('RECORD_NOT_DELETABLE', 422);
  await readDataUtama({ nip, actor: user.id });
  await ownRow({ nip, kind, actor: user.id, id });
  const entry = { db, userId: user.id, nip, type: 'riwayat', service: kind, action: 'delete', riwayatId: id, request: { id } } as const;
  const answer = await audited(entry, () => getSiasnGateway().remove(`${deletePath}/${encodeURIComponent(id)}`, { actor: user.id }));
  await forgetSections(nip, [section]);
  return { message: answer.message };
}
