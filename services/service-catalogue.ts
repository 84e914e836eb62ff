import type { Paginated } from '@/utils/schemas/common';
import type { ServicePageBody, ServicePageCard, ServicePagePatch, ServicePageView } from '@/utils/schemas/service-catalogue';
import { api } from './api';

const BASE = '/layanan/kepegawaian';
const pageUrl = (slug: string) => `${BASE}/${encodeURIComponent(slug)}`;

/** GET /layanan/kepegawaian: published services (drafts too for admins). */
export async function listServicePages(query: { search?: string; page: number; limit: number }): Promise<Paginated<ServicePageCard>> {
  const { data } = await api.get<Paginated<ServicePageCard>>(BASE, { params: { ...query, search: query.search || undefined } });
  return data;
}

export async function getServicePage(slug: string): Promise<ServicePageView> {
  const { data } = await api.get<ServicePageView>(pageUrl(slug));
  return data;
}

export async function createServicePage(body: ServicePageBody): Promise<ServicePageView> {
  const { data } = await api.post<ServicePageView>(BASE, body);
  return data;
}

export async function updateServicePage(slug: string, body: ServicePagePatch): Promise<ServicePageView> {
  const { data } = await api.patch<ServicePageView>(pageUrl(slug), body);
  return data;
}

export async function deleteServicePage(slug: string): Promise<void> {
  await api.delete(pageUrl(slug));
}
