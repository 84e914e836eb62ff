import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRatingState, getRatingSummary, postRating, type RatingBody } from '@/services/ratings';
import { ratingKeys } from '@/hooks/query-keys';

export function useRatingState() {
  return useQuery({ queryKey: ratingKeys.state(), queryFn: getRatingState });
}

/** Rating or dismissing answers the new state (should_prompt false), stored without a refetch. */
export function usePostRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RatingBody) => postRating(body),
    onSuccess: (state) => {
      queryClient.setQueryData(ratingKeys.state(), state);
      return queryClient.invalidateQueries({ queryKey: [...ratingKeys.all, 'summary'] });
    },
  });
}

export function useRatingSummary(period?: string) {
  return useQuery({ queryKey: ratingKeys.summary(period), queryFn: () => getRatingSummary(period) });
}
