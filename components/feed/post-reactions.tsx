import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Tooltip } from '@/components/ui/tooltip';
import { useNotify } from '@/components/ui/use-notify';
import { EmojiPicker, PickerButton } from '@/components/tickets/comments/reactions-bar';
import { usePostReactions } from '@/hooks/feed/use-post-mutations';
import { ticketWorkText } from '@/locales/id/ticket-work';
import { reactionTooltip } from '@/utils/rules/reaction-tooltip';
import type { ReactionEmoji } from '@/utils/schemas/ticket-codes';
import type { PostView } from '@/utils/schemas/feed';

/** A post's emoji reactions, the ticket comments' set and tooltips ("Kamu dan Budi bereaksi 👍"). */
export function PostReactions({ post, currentUserId }: { post: PostView; currentUserId: number | null }) {
  const notify = useNotify();
  const { react } = usePostReactions();
  const toggle = (emoji: ReactionEmoji) => void notify.track(react.mutateAsync({ id: post.id, emoji }));
  return (
    <Flex gap={6} wrap align="center" data-testid={`post-reactions-${post.id}`}>
      {post.reactions.map((r) => (
        <Tooltip key={r.emoji} title={reactionTooltip(r.users, r.emoji, currentUserId)}>
          <Button size="small" shape="round" type={r.mine ? 'primary' : 'default'} ghost={r.mine} aria-pressed={r.mine} aria-label={ticketWorkText.reactions.shown(r.emoji, r.count)} onClick={() => toggle(r.emoji)}>
            {r.emoji} {r.count}
          </Button>
        </Tooltip>
      ))}
      <PickerButton picker={<EmojiPicker onPick={toggle} />} />
    </Flex>
  );
}
