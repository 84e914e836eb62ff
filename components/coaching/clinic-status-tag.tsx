import { Tag } from '@/components/ui/tag';
import { coachingText } from '@/locales/id/coaching';
import { COACHING_CLINIC_COLORS } from '@/utils/catalogue/status-colors';
import type { CoachingStatus } from '@/utils/schemas/coaching';

/** Spec section 4: upcoming yellow, live green, end red. */
export function ClinicStatusTag({ status }: { status: CoachingStatus }) {
  return (
    <Tag color={COACHING_CLINIC_COLORS[status]} data-status={status}>
      {coachingText.status[status]}
    </Tag>
  );
}
