import { Tag } from 'antd';
import type { UserGroup } from '@/utils/session-user';
import { GROUP_COLORS } from '@/components/layout/role-colors';

// antd's yellow preset pairs light yellow with yellow text (~2:1 contrast); darker text keeps the
// spec's colour and stays readable.
const READABLE_TEXT: Partial<Record<UserGroup, string>> = { PTPK: '#7c6400' };

export function GroupTag({ group }: { group: UserGroup }) {
  return (
    <Tag color={GROUP_COLORS[group]} style={READABLE_TEXT[group] ? { color: READABLE_TEXT[group] } : undefined}>
      {group}
    </Tag>
  );
}
