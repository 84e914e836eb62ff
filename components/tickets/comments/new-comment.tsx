import { useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { Flex } from '@/components/ui/flex';
import { LockOutlined } from '@ant-design/icons';
import { ticketWorkText } from '@/locales/id/ticket-work';
import { ticketsText } from '@/locales/id/tickets';
import { useHeldReply } from '@/hooks/tickets/use-held-reply';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { useTypingPresence } from '@/hooks/realtime/use-typing-presence';
import { can } from '@/utils/permissions';
import { canMoveStatus } from '@/utils/rules/status-transitions';
import type { TicketDetail } from '@/utils/schemas/tickets';
import type { NewCommentBody } from '@/services/comments';
import { Checkbox } from '@/components/ui/checkbox';
import { Notice } from '@/components/ui/notice';
import { CommentEditForm } from './comment-edit-form';
import { UnassignedReplyHint } from './unassigned-reply-hint';

// The countdown of a held reply (undo send): loaded with the first reply sent.
const UndoSendBar = dynamic(() => import('./undo-send-bar'), { ssr: false });

const c = ticketsText.comments;
const finish = ticketWorkText.reply;
// The same yellow as an internal note in the conversation, so the writer sees who will read it.
const NOTE_STYLE = { background: '#fffbe6', padding: 8, borderRadius: 8 } as const;

/**
 * The reply box when create-comment allows it; staff may tick "Catatan internal" for a note only
 * staff see (also on a ticket they may not answer, e.g. locked or not yet taken: then why, with
 * "Ambil tiket"). Those who may move the status to SELESAI also get "Kirim & selesaikan".
 * Otherwise why not. A sent reply or note is held a few seconds with "Urungkan" (useHeldReply).
 */
export function NewComment({ ticket }: { ticket: TicketDetail }) {
  const user = useCurrentUser();
  const reply = useHeldReply();
  const box = useRef<HTMLDivElement>(null);
  const mayReply = can(user, 'create-comment', { ticket });
  const mayNote = can(user, 'create-internal-note', { ticket });
  const [noteChosen, setNoteChosen] = useState(false);
  const internal = mayNote && (noteChosen || !mayReply);
  const mayFinish = !internal && can(user, 'change-status', { ticket }) && canMoveStatus(ticket.status.code, 'SELESAI');
  const typing = useTypingPresence(ticket.id, can(user, 'share-ticket-presence', { ticket }));
  const send =
    (body: Omit<NewCommentBody, 'markdown'>, sentText: string) =>
    async (markdown: string, restore: (markdown: string) => void) => {
      reply.hold(ticket.id, { ...body, markdown }, sentText, restore);
      return true;
    };
  const undoBar = reply.held && (
    <UndoSendBar held={reply.held} onUndo={reply.undo} onSendNow={reply.sendNow} returnFocus={() => box.current?.querySelector('textarea')?.focus()} />
  );
  if (!mayReply && !mayNote) {
    // Locked while a reply was held: the countdown stays, so it can still be taken back.
    return (
      <>
        {ticket.is_locked ? (
          <Notice type="warning" icon={<LockOutlined aria-hidden />} data-testid="comment-blocked">{c.lockedReason}</Notice>
        ) : (
          <Notice type="info" data-testid="comment-blocked">{c.notAllowedReason}</Notice>
        )}
        {undoBar}
      </>
    );
  }
  return (
    <Flex ref={box} vertical gap={8} data-testid="new-comment" style={internal ? NOTE_STYLE : undefined}>
      {!mayReply && <UnassignedReplyHint ticket={ticket} />}
      {mayNote && (
        <Checkbox checked={internal} disabled={!mayReply} onChange={(e) => setNoteChosen(e.target.checked)} data-testid="internal-toggle">
          {c.internalToggle}
        </Checkbox>
      )}
      <CommentEditForm
        draftScope={`ticket-${ticket.id}-comment`}
        submitText={internal ? c.sendNote : c.send}
        pending={reply.pending}
        onType={typing}
        onSubmit={internal ? send({ is_internal: true }, c.noteSent) : send({}, c.sent)}
        alsoSubmit={mayFinish ? { text: finish.sendAndFinish, onSubmit: send({ status: 'SELESAI' }, finish.sentAndFinished) } : undefined}
      />
      {undoBar}
    </Flex>
  );
}
