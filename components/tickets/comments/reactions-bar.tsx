import type { ReactNode } from 'react';
import { Flex } from '@/components/ui/flex';
import { Button } from '@/components/ui/button';
import { SvgIcon } from '@/components/ui/svg-icon';
import { ticketWorkText } from '@/locales/id/ticket-work';
import { ticketsText } from '@/locales/id/tickets';
import { useToggleReaction } from '@/hooks/tickets/use-toggle-reaction';
import { useNotify } from '@/components/ui/use-notify';
import { Tooltip } from '@/components/ui/tooltip';
import { usePopup } from '@/components/ui/use-popup';
import { reactionTooltip } from '@/utils/rules/reaction-tooltip';
import type { ReactionSummary } from '@/utils/schemas/tickets';
import { REACTION_EMOJIS, type ReactionEmoji } from '@/utils/schemas/ticket-codes';

interface Props {
  commentId: number;
  reactions: ReactionSummary[];
  currentUserId: number | null;
  /** Counts only, no picker: a locked ticket for those it freezes (react-comment). */
  readOnly?: boolean;
  /** Toggles this reader's reaction (`useCommentReactions`, one for the whole conversation). */
  onReact: (emoji: ReactionEmoji) => void;
}

/**
 * Toggles a reaction on any comment of the ticket: one mutation for the conversation, not one per
 * comment that nobody may ever use (twenty observers on every server render of a ticket, issue 34).
 */
export function useCommentReactions(ticketId: number) {
  const toggle = useToggleReaction(ticketId);
  const notify = useNotify();
  return (commentId: number, emoji: ReactionEmoji) => void notify.track(toggle.mutateAsync({ commentId, emoji }));
}

/** The smiley that opens the 8 emojis above it; Escape or a press outside closes them. */
export function PickerButton({ picker }: { picker: ReactNode }) {
  const popup = usePopup();
  return (
    <div ref={popup.rootRef} style={{ position: 'relative' }}>
      <Button
        {...popup.triggerProps}
        size="small"
        shape="circle"
        type="text"
        icon={<SvgIcon name="smile" />}
        aria-label={ticketsText.comments.react}
      />
      {popup.open && <div className="shell-popup is-start is-above">{picker}</div>}
    </div>
  );
}

/** The 8 emojis as buttons (ticket comments and feed posts share the set). */
export function EmojiPicker({ onPick }: { onPick: (emoji: ReactionEmoji) => void }) {
  return (
    <Flex gap={4} data-testid="reaction-picker">
      {REACTION_EMOJIS.map((emoji) => (
        <Button key={emoji} type="text" aria-label={ticketWorkText.reactions.pick(emoji)} onClick={() => onPick(emoji)} style={{ fontSize: 18, padding: '0 6px' }}>
          {emoji}
        </Button>
      ))}
    </Flex>
  );
}

/** The comment's reactions with who-reacted tooltips (spec section 9) and a picker of the 8 emojis. */
export function ReactionsBar({ commentId, reactions, currentUserId, readOnly = false, onReact: react }: Props) {
  const shown = reactions.filter((r) => r.count > 0);
  return (
    <Flex gap={6} wrap align="center" data-testid={`reactions-${commentId}`}>
      {shown.map((r) => (
        <Tooltip key={r.emoji} title={reactionTooltip(r.users, r.emoji, currentUserId)}>
          <Button
            size="small"
            shape="round"
            type={r.reacted_by_me ? 'primary' : 'default'}
            ghost={r.reacted_by_me}
            aria-pressed={r.reacted_by_me}
            aria-label={ticketWorkText.reactions.shown(r.emoji, r.count)}
            data-emoji={r.emoji}
            disabled={readOnly}
            onClick={() => react(r.emoji)}
          >
            {r.emoji} {r.count}
          </Button>
        </Tooltip>
      ))}
      {!readOnly && <PickerButton picker={<EmojiPicker onPick={react} />} />}
    </Flex>
  );
}
