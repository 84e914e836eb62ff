import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getClinic, listClinicRatings, listClinicRequests, listClinics, type ClinicListQuery } from '@/services/coaching';
import { coachingKeys } from '@/hooks/query-keys';

export function useClinics(query: ClinicListQuery) {
  return useQuery({ queryKey: coachingKeys.list(query), queryFn: () => listClinics(query), placeholderData: keepPreviousData });
}

/** `id` undefined (the router still reads the URL) asks nothing. */
export function useClinic(id: number | undefined) {
  return useQuery({ queryKey: coachingKeys.detail(id ?? 0), queryFn: () => getClinic(id ?? 0), enabled: id !== undefined });
}

/** The requests and the ratings: only whoever runs the clinic renders what asks for them. */
export function useClinicRequests(id: number) {
  return useQuery({ queryKey: coachingKeys.requests(id), queryFn: () => listClinicRequests(id) });
}

export function useClinicRatings(id: number) {
  return useQuery({ queryKey: coachingKeys.ratings(id), queryFn: () => listClinicRatings(id) });
}
