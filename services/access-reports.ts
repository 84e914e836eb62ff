import type { AccessRangeQuery, AccessReportQuery, ReaderAccessRow, UnitAccessRow, UnusualReader } from '@/utils/schemas/access-reports';
import type { Paginated } from '@/utils/schemas/common';
import { api } from './api';

// The access reports of /admin/akses-data (docs/privacy.md).

export async function getReadsPerReader(query: AccessReportQuery): Promise<Paginated<ReaderAccessRow>> {
  const { data } = await api.get<Paginated<ReaderAccessRow>>('/admin/akses-data/pembaca', { params: query });
  return data;
}

export async function getReadsPerUnit(query: AccessReportQuery): Promise<Paginated<UnitAccessRow>> {
  const { data } = await api.get<Paginated<UnitAccessRow>>('/admin/akses-data/unit', { params: query });
  return data;
}

export async function getUnusualReaders(range: AccessRangeQuery): Promise<UnusualReader[]> {
  const { data } = await api.get<UnusualReader[]>('/admin/akses-data/tidak-wajar', { params: range });
  return data;
}
