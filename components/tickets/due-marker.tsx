import { Tag } from '@/components/ui/tag';
import { Tooltip } from '@/components/ui/tooltip';
import { SvgIcon } from '@/components/ui/svg-icon';
import { ticketDueText } from '@/locales/id/ticket-due';
import { formatDateTimeLong } from '@/utils/format';
import { dueMarker } from '@/utils/rules/ticket-due';

const LOOK = {
  overdue: { color: 'red', icon: <SvgIcon name="exclamation-circle" aria-hidden /> },
  soon: { color: 'orange', icon: <SvgIcon name="clock-circle" aria-hidden /> },
} as const;

/**
 * "Terlambat 3 jam" (red) or "Jatuh tempo 2 jam lagi" (orange) for staff, the due time on hover;
 * nothing when the ticket is not due within DUE_SOON_HOURS (utils/rules/ticket-due.ts).
 */
export function DueMarker({ dueAt }: { dueAt: string | null }) {
  const marker = dueMarker(dueAt);
  if (!marker || dueAt === null) return null;
  const look = LOOK[marker.kind];
  return (
    <Tooltip title={() => ticketDueText.at(formatDateTimeLong(dueAt))}>
      <Tag color={look.color} icon={look.icon} data-testid="due-marker" data-due={marker.kind} style={{ marginInlineEnd: 0 }}>
        {/* Counted from now: the browser may be an hour further than the server's render. */}
        <span suppressHydrationWarning>{marker.text}</span>
      </Tag>
    </Tooltip>
  );
}
