import { Avatar } from '@/components/ui/avatar';
import { Flex } from '@/components/ui/flex';
import { RelativeTime } from '@/components/ui/relative-time';
import { Text } from '@/components/ui/text';
import { displayName } from '@/components/ui/user-name';
import { feedText } from '@/locales/id/feed';
import type { UserSummary } from '@/utils/schemas/common';

/** Who wrote a post or comment, when, and whether it was edited since. */
export function AuthorLine({ author, createdAt, edited }: { author: UserSummary; createdAt: string; edited: boolean }) {
  return (
    <Flex gap={8} wrap align="center">
      <Avatar small src={author.image} />
      <Text strong>{displayName(author)}</Text>
      <RelativeTime value={createdAt} />
      {edited && <Text secondary italic>({feedText.edited})</Text>}
    </Flex>
  );
}
