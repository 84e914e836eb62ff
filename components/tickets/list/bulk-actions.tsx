import { useState } from 'react';
import dynamic from 'next/dynamic';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Text } from '@/components/ui/text';
import { ticketBulkText } from '@/locales/id/ticket-bulk';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { can } from '@/utils/permissions';
import { BULK_ACTIONS, BULK_PERMISSIONS, type BulkAction } from '@/utils/rules/ticket-bulk';
import type { TicketListItem } from '@/utils/schemas/tickets';

const BulkActionDialog = dynamic(() => import('./bulk-action-dialog'), { ssr: false });
const b = ticketBulkText.bulk;

/**
 * The bar over the list while staff have tickets ticked: how many, the actions the user may take
 * on at least one of them (the dialog names any it refuses), and clearing the selection.
 */
export function BulkActions({ tickets, onClear }: { tickets: TicketListItem[]; onClear: () => void }) {
  const user = useCurrentUser();
  const [action, setAction] = useState<BulkAction | null>(null);
  const offered = BULK_ACTIONS.filter((a) => tickets.some((ticket) => can(user, BULK_PERMISSIONS[a], { ticket })));
  return (
    <>
      {tickets.length > 0 && (
        <Flex role="toolbar" aria-label={b.toolbar} align="center" gap={8} wrap data-testid="bulk-actions">
          <Text strong>{b.selected(tickets.length)}</Text>
          {offered.map((a) => (
            <Button key={a} onClick={() => setAction(a)}>
              {b[a]}
            </Button>
          ))}
          <Button type="link" onClick={onClear}>
            {b.clear}
          </Button>
        </Flex>
      )}
      {action && <BulkActionDialog action={action} tickets={tickets} onClose={() => setAction(null)} onDone={onClear} />}
    </>
  );
}
