import type { Paginated } from '@/utils/schemas/common';
import type { CasnPublication, CasnPublicationRow, CasnScores } from '@/utils/schemas/casn';
import { api } from './api';

export async function listCasnPublications(query: { page: number; limit: number }): Promise<Paginated<CasnPublicationRow>> {
  const { data } = await api.get<Paginated<CasnPublicationRow>>('/web/publikasi-casn', { params: query });
  return data;
}

export async function getCasnPublication(id: number): Promise<CasnPublication> {
  const { data } = await api.get<CasnPublication>(`/web/publikasi-casn/${id}`);
  return data;
}

export async function getCasnScores(): Promise<CasnScores> {
  const { data } = await api.get<CasnScores>('/web/nilai-casn');
  return data;
}
