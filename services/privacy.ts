import type { Paginated } from '@/utils/schemas/common';
import type { DataExportView } from '@/utils/schemas/data-export';
import type { PersonalDataReadView, ReadPurposeInput } from '@/utils/schemas/privacy';
import { api } from './api';

/** Staff views of the own record, newest first (docs/privacy.md). */
export async function listOwnDataReads(query: { page: number; limit: number }): Promise<Paginated<PersonalDataReadView>> {
  const { data } = await api.get<Paginated<PersonalDataReadView>>('/siasn/ws/pns/riwayat-akses', { params: query });
  return data;
}

/** The caller's latest "Unduh data saya" request, or null. */
export async function getOwnDataExport(): Promise<DataExportView | null> {
  const { data } = await api.get<{ export: DataExportView | null }>('/privacy/exports');
  return data.export;
}

/** Asks for a new copy (one is built at a time). */
export async function requestOwnDataExport(): Promise<DataExportView> {
  const { data } = await api.post<DataExportView>('/privacy/exports');
  return data;
}

/** The purpose of reading `nip`'s record outside a ticket, for this session (204). */
export async function postReadPurpose(nip: string, input: ReadPurposeInput): Promise<void> {
  await api.post(`/siasn/ws/admin/${nip}/keperluan`, input);
}
