import type { TicketDetail } from '@/utils/schemas/tickets';
import { ChangeAgentDialog } from './dialogs/change-agent-dialog';
import { ChangePriorityDialog } from './dialogs/change-priority-dialog';
import { ChangeStatusDialog } from './dialogs/change-status-dialog';
import { EditDescriptionDialog } from './dialogs/edit-description-dialog';
import { EditTitleDialog } from './dialogs/edit-title-dialog';
import { MergeTicketDialog } from './dialogs/merge-ticket-dialog';
import { withAntdScope } from '@/components/ui/antd-scope';

export type TicketDialog = 'title' | 'description' | 'status' | 'agent' | 'priority' | 'merge';

const DIALOGS = {
  title: EditTitleDialog,
  description: EditDescriptionDialog,
  status: ChangeStatusDialog,
  agent: ChangeAgentDialog,
  priority: ChangePriorityDialog,
  merge: MergeTicketDialog,
} satisfies Record<TicketDialog, unknown>;

/** The one open dialog of the actions menu (a separate chunk: most visitors never open one). */
function TicketDialogs({ dialog, ticket, onClose }: { dialog: TicketDialog; ticket: TicketDetail; onClose: () => void }) {
  const Dialog = DIALOGS[dialog];
  return <Dialog ticket={ticket} onClose={onClose} />;
}

export default withAntdScope(TicketDialogs);
