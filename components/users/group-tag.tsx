import { Tag } from '@/components/ui/tag';
import { accountGroups } from '@/locales/id/ui';
import type { UserGroup } from '@/utils/session-user';
import { GROUP_COLORS } from '@/utils/catalogue/status-colors';

// The spec's colours (MASTER red, PTPK yellow, GOOGLE green); the theme's tag tokens keep the
// text readable on the light backgrounds (utils/theme/tokens.ts). The group reads in words, never its code.
export function GroupTag({ group }: { group: UserGroup }) {
  return <Tag color={GROUP_COLORS[group]}>{accountGroups[group]}</Tag>;
}
