import { Tag } from './tag';
import type { PriorityRef } from '@/utils/schemas/tickets';
import { ownText } from '@/utils/own-text';
import { PRIORITY_COLORS } from '@/utils/catalogue/ticket-colors';

export function PriorityTag({ priority, emptyText }: { priority: Pick<PriorityRef, 'code' | 'name'> | null; emptyText?: string }) {
  if (!priority) return emptyText ? <Tag>{emptyText}</Tag> : null;
  return (
    <Tag color={ownText<string>(PRIORITY_COLORS, priority.code, 'default')} data-priority={priority.code}>
      {priority.name}
    </Tag>
  );
}
