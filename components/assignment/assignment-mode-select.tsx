import { useSession } from 'next-auth/react';
import { assignmentText } from '@/locales/id/assignment';
import { useSetAssignmentMode } from '@/hooks/assignment/use-set-assignment-mode';
import { NativeSelect } from '@/components/ui/native-select';
import { useNotify } from '@/components/ui/use-notify';
import { can } from '@/utils/permissions';
import { ASSIGNMENT_MODES, type AssignmentMode } from '@/utils/rules/assignment';
import type { SubCategoryView } from '@/utils/schemas/knowledge';

const t = assignmentText;
const OPTIONS = ASSIGNMENT_MODES.map((mode) => ({ value: mode, label: t.modes[mode] }));

/** A sub-category's assignment, manual or automatic, changed in its row (PUT /ref/sub-categories/{id}/assignment). */
export function AssignmentModeSelect({ row }: { row: SubCategoryView }) {
  const { data } = useSession();
  const change = useSetAssignmentMode();
  const notify = useNotify();
  const allowed = can(data?.user ?? null, 'set-assignment-mode');
  const pick = (mode: AssignmentMode | undefined) => {
    if (mode && mode !== row.assignment_mode) void notify.track(change.mutateAsync({ id: row.id, mode }), t.modeSaved(row.name, t.modes[mode]));
  };
  return (
    <NativeSelect
      size="small"
      value={row.assignment_mode}
      onChange={pick}
      options={OPTIONS}
      disabled={!allowed || change.isPending}
      title={t.modeHelp}
      aria-label={t.modeOf(row.name)}
      data-testid={`assignment-mode-${row.id}`}
    />
  );
}
