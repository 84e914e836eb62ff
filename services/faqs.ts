import { withQuery } from '@/utils/query';
import type { FaqGroup } from '@/utils/schemas/knowledge';
import { api } from './api';

/** The public FAQ page: groups with their questions. */
export async function listFaqGroups(search?: string): Promise<FaqGroup[]> {
  const { data } = await api.get<FaqGroup[]>(withQuery('/faqs', { search }));
  return data;
}
