import type { Database } from '@/server/db';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { AppError } from '@/server/http/errors';
import { RECORD_KIND_INFO, type RecordKind } from '@/utils/catalogue/personnel-writes';
import type { RecordInput } from '@/utils/schemas/siasn-records';
import type { SessionUser } from '@/utils/session-user';
import { readDataUtama } from '../read-section';
import { audited } from './audit';
import { forgetSections } from './forget';
import { ownRow } from './fresh-rows';
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
}

/**
 * Creates a history entry, or updates one of the NIP's own (`input.id`), through SIASN's save
 * endpoint; audited, and the section's cached copy dropped so the next read shows the change.
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
  return { id: answer.id ?? input.id ?? null, message: answer.message };
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
