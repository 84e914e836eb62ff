import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { Flex } from '@/components/ui/flex';
import { Button } from '@/components/ui/button';
import { Text } from '@/components/ui/text';
import { Panel } from '@/components/ui/panel';
import { ticketsText } from '@/locales/id/tickets';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { can } from '@/utils/permissions';
import { readDraft } from '@/hooks/tickets/draft-storage';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { CommentItem, editDraftScope } from './comment-item';
import { NewComment } from './new-comment';
import { useCommentReactions } from './reactions-bar';
import { earlierComments } from './earlier-comments';

// Staff only (presence reaches staff alone): loaded on demand, off the ticket page's first load.
const TypingIndicator = dynamic(() => import('./typing-indicator').then((m) => m.TypingIndicator), { ssr: false });

/** The comments in order (the oldest behind a button in long ones), then the reply box (or why there is none). */
export function Conversation({ ticket }: { ticket: TicketDetail }) {
  const [showAll, setShowAll] = useState(false);
  const user = useCurrentUser();
  const userId = user?.id ?? null;
  const { hidden, answer, newest } = earlierComments(ticket.comments, showAll);
  const react = useCommentReactions(ticket.id);
  // An unsent edit of an older comment opens again after a reload, so that comment must be in view.
  useEffect(() => {
    if (userId !== null && hidden.some((c) => readDraft(userId, editDraftScope(c.id)) !== undefined)) setShowAll(true);
  }, [userId]); // on arrival only: a comment sent later just moves older ones out of view
  return (
    <Panel title={ticketsText.comments.title(ticket.comments.length)}>
      <Flex vertical gap={12}>
        {ticket.comments.length === 0 && <Text secondary>{ticketsText.comments.empty}</Text>}
        {hidden.length > 0 && (
          <Button onClick={() => setShowAll(true)} data-testid="show-earlier-comments">
            {ticketsText.comments.showEarlier(hidden.length)}
          </Button>
        )}
        {[...(answer ? [answer] : []), ...newest].map((comment) => (
          <CommentItem key={comment.id} ticket={ticket} comment={comment} onReact={react} />
        ))}
        {can(user, 'see-internal-notes') && <TypingIndicator ticketId={ticket.id} />}
        {/* Another ticket, another box: a reply held on the one left is posted as it unmounts. */}
        <NewComment key={ticket.id} ticket={ticket} />
      </Flex>
    </Panel>
  );
}
