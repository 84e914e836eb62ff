import { useQuery } from '@tanstack/react-query';
import { getUserInformation } from '@/services/users';
import { userKeys } from '@/hooks/query-keys';

export function useUserInformation() {
  return useQuery({ queryKey: userKeys.information(), queryFn: getUserInformation });
}
