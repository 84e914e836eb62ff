import { useSession } from 'next-auth/react';
import type { SessionUser } from '@/utils/session-user';

/** The signed-in user as `can()` takes it, or null while the session loads. */
export function useCurrentUser(): SessionUser | null {
  const { data } = useSession();
  return data?.user ?? null;
}
