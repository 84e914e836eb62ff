import { Tag } from './tag';
import type { StatusRef } from '@/utils/schemas/tickets';
import { statusStyle } from './status-style';

export function StatusTag({ status }: { status: Pick<StatusRef, 'code' | 'name'> }) {
  const style = statusStyle(status.code);
  return (
    <Tag color={style.tag} icon={style.icon} data-status={status.code}>
      {status.name}
    </Tag>
  );
}
