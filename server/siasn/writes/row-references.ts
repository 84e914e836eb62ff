import { AppError } from '@/server/http/errors';
import { RECORD_KIND_INFO, type RecordKind } from '@/utils/catalogue/personnel-writes';
import type { RecordInput } from '@/utils/schemas/siasn-records';
import { freshRows } from './fresh-rows';

/**
 * The save fields that name another history row of the same person (siasn-protocol.md section 4):
 * an angka kredit belongs to one of the person's jabatan rows. SIASN is not trusted to check that
 * the row is theirs, so the portal does before the save leaves (docs/personnel-writes.md).
 */
export const ROW_REFERENCES: { readonly [K in RecordKind]?: readonly { field: keyof RecordInput<K> & string; kind: RecordKind }[] } = {
  angkakredit: [{ field: 'rwJabatanId', kind: 'jabatan' }],
};

/** The references a save names: only the filled-in ones (an empty reference is "none"). */
export function referencesOf<K extends RecordKind>(kind: K, input: RecordInput<K>): { field: string; kind: RecordKind; id: string }[] {
  const refs = (ROW_REFERENCES[kind] ?? []) as readonly { field: string; kind: RecordKind }[];
  return refs.flatMap(({ field, kind: target }) => {
    const value = (input as Record<string, unknown>)[field];
    return typeof value === 'string' && value !== '' ? [{ field, kind: target, id: value }] : [];
  });
}

/** 422 REFERENCE_NOT_OWN unless every row the save names is one of the NIP's own rows in SIASN. */
export async function assertOwnReferences<K extends RecordKind>({ nip, kind, input, actor }: { nip: string; kind: K; input: RecordInput<K>; actor: number }): Promise<void> {
  for (const ref of referencesOf(kind, input)) {
    const idField = RECORD_KIND_INFO[ref.kind].idField;
    const rows = await freshRows({ nip, kind: ref.kind, actor });
    if (!rows.some((row) => String(row[idField] ?? '') === ref.id)) {
      throw new AppError('REFERENCE_NOT_OWN', 422, undefined, [{ path: ref.field, message: 'Pilih salah satu riwayat milik NIP ini' }]);
    }
  }
}
