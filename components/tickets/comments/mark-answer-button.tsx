import { Button } from '@/components/ui/button';
import { ticketWorkText } from '@/locales/id/ticket-work';
import { ticketsText } from '@/locales/id/tickets';
import { useChangeStatus } from '@/hooks/tickets/use-change-status';
import { useCommentAnswer } from '@/hooks/tickets/use-comment-answer';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { can } from '@/utils/permissions';
import { canMoveStatus } from '@/utils/rules/status-transitions';
import type { TicketCommentView, TicketDetail } from '@/utils/schemas/tickets';
import { Checkbox } from '@/components/ui/checkbox';
import { useConfirm } from '@/components/ui/use-confirm';
import { useNotify } from '@/components/ui/use-notify';

const c = ticketsText.comments;
const t = ticketWorkText.answer;

/**
 * Marks or unmarks the answer (mark-answer). Whoever may also finish the ticket (change-status,
 * with SELESAI next in the lifecycle) is asked once, with finishing ticked, so both happen in one step.
 */
export function MarkAnswerButton({ ticket, comment }: { ticket: TicketDetail; comment: TicketCommentView }) {
  const user = useCurrentUser();
  const notify = useNotify();
  const confirm = useConfirm();
  const answer = useCommentAnswer(ticket.id);
  const status = useChangeStatus(ticket.id);
  const offerFinish = !comment.is_answer && can(user, 'change-status', { ticket }) && canMoveStatus(ticket.status.code, 'SELESAI');
  const mark = () => notify.track(answer.mutateAsync({ commentId: comment.id, isAnswer: !comment.is_answer }));

  const onClick = () => {
    if (!offerFinish) return void mark();
    let finish = true;
    confirm({
      title: t.confirmTitle,
      content: (
        <Checkbox defaultChecked onChange={(event) => (finish = event.target.checked)} data-testid="finish-ticket">
          {t.finishToo}
        </Checkbox>
      ),
      okText: t.ok,
      cancelText: t.cancel,
      onOk: async () => {
        if ((await mark()) && finish) await notify.track(status.mutateAsync({ status: 'SELESAI' }), t.finished);
      },
    });
  };
  return (
    <Button type="link" size="small" loading={answer.isPending || status.isPending} onClick={onClick}>
      {comment.is_answer ? c.unmarkAnswer : c.markAnswer}
    </Button>
  );
}
