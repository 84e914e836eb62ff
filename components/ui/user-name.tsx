import { Text } from '@/components/ui/text';
import { Avatar } from './avatar';
import type { UserSummary } from '@/utils/schemas/common';

export const displayName = (user: Pick<UserSummary, 'name' | 'username'>) => user.name?.trim() || user.username;

/** A small avatar with the person's name; `emptyText` when there is nobody (e.g. unassigned). */
export function UserName({ user, emptyText, strong, avatar = true }: { user: UserSummary | null; emptyText?: string; strong?: boolean; avatar?: boolean }) {
  if (!user) return <Text secondary>{emptyText}</Text>;
  if (!avatar) return <Text strong={strong}>{displayName(user)}</Text>;
  return (
    <span className="user-name">
      <Avatar small src={user.image} />
      <Text strong={strong}>{displayName(user)}</Text>
    </span>
  );
}
