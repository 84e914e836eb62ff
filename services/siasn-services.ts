import type { AxiosProgressEvent } from 'axios';
import type { BiodataChange, BiodataRequest } from '@/utils/schemas/siasn-biodata';
import type { GelarState, UsulanFieldsInput, UsulanRow } from '@/utils/schemas/siasn-usulan';
import type { RecordHealth } from '@/utils/schemas/siasn-record-health';
import type { UsulanServiceKey } from '@/utils/catalogue/usulan';
import { api } from './api';
import { readParams, withPurpose } from './read-context';

// The personnel services of docs/personnel-writes.md section 5: Ubah Biodata, usulan, Gelar and
// kesehatan data. `nip` null is the signed-in user's own record (/siasn/ws/pns), a NIP an admin's
// or staff's view of it (/siasn/ws/admin/{nip}).
const recordPath = (nip: string | null, key: string) => (nip === null ? `/siasn/ws/pns/${key}` : `/siasn/ws/admin/${nip}/${key}`);

export interface BiodataAnswer {
  /** The changeable fields as SIASN holds them now. */
  fields: Record<string, string | null>;
  requests: BiodataRequest[];
}

export async function getBiodata(nip: string | null, signal?: AbortSignal): Promise<BiodataAnswer> {
  const { data } = await withPurpose(() => api.get<BiodataAnswer>(recordPath(nip, 'biodata'), { signal, params: readParams(nip) }));
  return data;
}

/** Sends only the fields that changed; 201 with the request as stored. */
export async function postBiodata(nip: string | null, change: BiodataChange): Promise<BiodataRequest> {
  const { data } = await api.post<BiodataRequest>(recordPath(nip, 'biodata'), change);
  return data;
}

export interface UsulanList {
  nip: string;
  rows: UsulanRow[];
}

/** The proposals of the own NIP (`nip` null) or, for staff, of any; one service or all. */
export async function getUsulan(nip: string | null, service?: UsulanServiceKey, signal?: AbortSignal): Promise<UsulanList> {
  const params: Record<string, string | number> = { ...readParams(nip) };
  if (service) params.jenis_layanan = service;
  if (nip) params.nip = nip;
  const { data } = await withPurpose(() => api.get<UsulanList>('/layanan/siasn', { params, signal }));
  return data;
}

export interface UsulanSubmission {
  /** null: the own record; a NIP: an admin proposing for that person (/siasn/ws/admin/{nip}/usulan). */
  nip: string | null;
  fields: UsulanFieldsInput;
  file: File;
  /** 0-100 while the document goes out (axios onUploadProgress). */
  onProgress?: (percent: number) => void;
}

/** Multipart: the document as `file` beside the fields, with the upload's progress. */
async function postDocument(path: string, file: File, fields: Record<string, unknown>, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  for (const [name, value] of Object.entries(fields)) if (typeof value === 'string') form.append(name, value);
  const { data } = await api.post<{ id: string; message: string }>(path, form, {
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
  return data;
}

/** POST /siasn/ws/pns/usulan: the proposal's fields and its document. */
export function postUsulan({ nip, fields, file, onProgress }: UsulanSubmission): Promise<{ id: string; message: string }> {
  return postDocument(recordPath(nip, 'usulan'), file, fields, onProgress);
}

/** POST /siasn/ws/pns/usulan/{id}/dokumen: the new document of a proposal SIASN sent back. */
export function postUsulanDocument({ nip, id, file, onProgress }: { nip: string | null; id: string; file: File; onProgress?: (percent: number) => void }) {
  return postDocument(recordPath(nip, `usulan/${encodeURIComponent(id)}/dokumen`), file, {}, onProgress);
}

export async function getGelar(signal?: AbortSignal): Promise<GelarState> {
  const { data } = await api.get<GelarState>('/siasn/ws/pns/gelar', { signal });
  return data;
}

export async function putGelar(pendidikanId: string, lokasi: 'depan' | 'belakang', checked: boolean): Promise<GelarState> {
  const { data } = await api.put<GelarState>(`/siasn/ws/pns/gelar/${encodeURIComponent(pendidikanId)}`, { lokasi, checked });
  return data;
}

export async function getRecordHealth(nip: string | null, signal?: AbortSignal): Promise<RecordHealth> {
  const { data } = await withPurpose(() => api.get<RecordHealth>(recordPath(nip, 'kesehatan-data'), { signal, params: readParams(nip) }));
  return data;
}
