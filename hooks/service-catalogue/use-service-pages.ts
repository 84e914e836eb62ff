import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serviceCatalogueKeys } from '@/hooks/query-keys';
import { createServicePage, deleteServicePage, getServicePage, listServicePages, updateServicePage } from '@/services/service-catalogue';
import type { ServicePageBody, ServicePagePatch } from '@/utils/schemas/service-catalogue';

/** The catalogue's cards (drafts included for admins: the API decides). */
export function useServicePages(query: { search?: string; page: number; limit: number }) {
  return useQuery({ queryKey: serviceCatalogueKeys.list(query), queryFn: () => listServicePages(query), placeholderData: keepPreviousData });
}

/** One service page; `slug` undefined while the router reads it. */
export function useServicePage(slug: string | undefined) {
  return useQuery({ queryKey: serviceCatalogueKeys.page(slug ?? ''), queryFn: () => getServicePage(slug ?? ''), enabled: !!slug });
}

/** Create, edit and delete pages; each refreshes every list and page of the catalogue. */
export function useServicePageMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: serviceCatalogueKeys.all });
  return {
    create: useMutation({ mutationFn: (body: ServicePageBody) => createServicePage(body), onSuccess }),
    update: useMutation({ mutationFn: ({ slug, body }: { slug: string; body: ServicePagePatch }) => updateServicePage(slug, body), onSuccess }),
    remove: useMutation({ mutationFn: (slug: string) => deleteServicePage(slug), onSuccess }),
  };
}
