import { Flex } from 'antd';
import { Text } from '@/components/ui/text';
import { Panel } from '@/components/ui/panel';
import { ticketsText } from '@/locales/id';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { CommentItem } from './comment-item';
import { NewComment } from './new-comment';

/** The comments in order, then the reply box (or why there is none). */
export function Conversation({ ticket }: { ticket: TicketDetail }) {
  return (
    <Panel title={ticketsText.comments.title(ticket.comments.length)}>
      <Flex vertical gap={12}>
        {ticket.comments.length === 0 && <Text secondary>{ticketsText.comments.empty}</Text>}
        {ticket.comments.map((comment) => (
          <CommentItem key={comment.id} ticket={ticket} comment={comment} />
        ))}
        <NewComment ticket={ticket} />
      </Flex>
    </Panel>
  );
}
