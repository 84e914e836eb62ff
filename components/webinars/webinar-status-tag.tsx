import { Tag } from '@/components/ui/tag';
import { webinarsText } from '@/locales/id/webinars';
import { WEBINAR_STATUS_COLORS } from '@/utils/catalogue/status-colors';
import type { WebinarStatus } from '@/utils/schemas/webinars';

/** Spec section 4: published green, draft red. */
export function WebinarStatusTag({ status }: { status: WebinarStatus }) {
  return (
    <Tag color={WEBINAR_STATUS_COLORS[status]} data-status={status}>
      {webinarsText.status[status]}
    </Tag>
  );
}
