import type { AxiosProgressEvent } from 'axios';
import type { RecordKind } from '@/utils/catalogue/personnel-writes';
import type { AnyRecordInput } from '@/utils/schemas/siasn-records';
import { api } from './api';
import { readSearch } from './read-context';

// The write side of the personnel record (docs/personnel-writes.md section 5): history entries,
// their documents and the reference lists their forms pick from. `nip` null or absent: the
// signed-in user's own record (/siasn/ws/pns); a NIP: staff writing that record (/siasn/ws/admin/{nip}).

export interface SavedRecord {
  id: string | null;
  message: string;
  /** The entry as SIASN stored it, read back after the save; null when that read failed. */
  row: Record<string, unknown> | null;
  /** 'failed': saved in SIASN, but reading it back did not work (server/siasn/writes/record-writes.ts). */
  reread: 'ok' | 'failed';
}

export interface UploadedDocument {
  message: string;
  /** null when SIASN's answer named no document. */
  dokumen: { dok_id: string; dok_nama: string; dok_uri: string } | null;
}

/** A synced SIASN reference list's row (server/siasn/references.ts). */
export interface ReferenceRow {
  id: string;
  label: string;
  data: Record<string, unknown>;
}

export interface ReferencePage {
  name: string;
  results: ReferenceRow[];
  total: number;
  page: number;
  limit: number;
}

const recordPath = (kind: RecordKind, nip?: string | null) => (nip ? `/siasn/ws/admin/${nip}/rw/${kind}` : `/siasn/ws/pns/rw/${kind}`);

/** Creates an entry, or updates the one named by `input.id`. */
export async function saveRecord(kind: RecordKind, input: AnyRecordInput, nip?: string | null): Promise<SavedRecord> {
  const { data } = await api.post<SavedRecord>(recordPath(kind, nip), input);
  return data;
}

export async function deleteRecord(kind: RecordKind, id: string, nip?: string | null): Promise<{ message: string }> {
  const { data } = await api.delete<{ message: string }>(`${recordPath(kind, nip)}/${encodeURIComponent(id)}`);
  return data;
}

export interface UploadRecordDocumentOptions {
  kind: RecordKind;
  /** The entry's id (`ID` of a penghargaan row). */
  idRiwayat: string;
  file: File;
  nip?: string | null;
  /** 0-100 while the bytes go out (axios onUploadProgress). */
  onProgress?: (percent: number) => void;
}

/** POST /siasn/ws/upload-dok-rw: the entry's document (PDF), attached under the kind's id_ref_dokumen. */
export async function uploadRecordDocument({ kind, idRiwayat, file, nip, onProgress }: UploadRecordDocumentOptions): Promise<UploadedDocument> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('id_riwayat', idRiwayat);
  if (nip) form.append('nip', nip);
  form.append('file', file);
  const { data } = await api.post<UploadedDocument>('/siasn/ws/upload-dok-rw', form, {
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (event.total) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  });
  return data;
}

/** A page of a synced reference list, searched by label (GET /siasn/ref/{name}). */
export async function searchReference(name: string, q: string, page = 1, limit = 20): Promise<ReferencePage> {
  const { data } = await api.get<ReferencePage>(`/siasn/ref/${name}`, { params: { q: q || undefined, page, limit } });
  return data;
}

/** The document behind a row's `dok_uri`, for a link (the basePath is not added to <a href> of API routes). */
export const documentUrl = (dokUri: string, nip?: string | null) =>
  `/helpdesk/api/siasn/ws/download-dok?${new URLSearchParams({ filePath: dokUri, ...(nip ? { nip } : {}), ...readSearch(nip) }).toString()}`;
