import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getOwnProfile, getPublicProfile, updateOwnProfile, type ProfileBody } from '@/services/profiles';
import { historyKeys, profileKeys } from '@/hooks/query-keys';

export function useOwnProfile() {
  return useQuery({ queryKey: profileKeys.own(), queryFn: getOwnProfile });
}

export function usePublicProfile(id: number) {
  return useQuery({ queryKey: profileKeys.public(id), queryFn: () => getPublicProfile(id), enabled: Number.isInteger(id) && id > 0 });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => updateOwnProfile(body),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.own(), profile);
      return queryClient.invalidateQueries({ queryKey: historyKeys.all });
    },
  });
}
