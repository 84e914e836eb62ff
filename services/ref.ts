import { withQuery } from '@/utils/query';
import type { CategoryView, CodedRefView, FaqView, SubCategoryView, SubFaqView } from '@/utils/schemas/knowledge';
import { api } from './api';

/** The six reference lists under /ref/{kind}. */
export type RefKind = 'status' | 'priorities' | 'categories' | 'sub-categories' | 'faqs' | 'sub-faqs';

export interface RefRowOf {
  status: CodedRefView;
  priorities: CodedRefView;
  categories: CategoryView;
  'sub-categories': SubCategoryView;
  faqs: FaqView;
  'sub-faqs': SubFaqView;
}
export type RefRow = RefRowOf[RefKind];

export async function listRef<K extends RefKind>(kind: K, query: { search?: string } = {}): Promise<RefRowOf[K][]> {
  const { data } = await api.get<RefRowOf[K][]>(withQuery(`/ref/${kind}`, query));
  return data;
}

export async function createRef<K extends RefKind>(kind: K, body: object): Promise<RefRowOf[K]> {
  const { data } = await api.post<RefRowOf[K]>(`/ref/${kind}`, body);
  return data;
}

export async function updateRef<K extends RefKind>(kind: K, id: number, body: object): Promise<RefRowOf[K]> {
  const { data } = await api.patch<RefRowOf[K]>(`/ref/${kind}/${id}`, body);
  return data;
}

export async function deleteRef(kind: RefKind, id: number): Promise<void> {
  await api.delete(`/ref/${kind}/${id}`);
}
