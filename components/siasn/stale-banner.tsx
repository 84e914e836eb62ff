import { WarningFilled } from '@ant-design/icons';
import { siasnText as t } from '@/locales/id/siasn';
import { Notice } from '@/components/ui/notice';
import { formatStamp } from '@/utils/format/record-date';

/** A copy read earlier is shown because SIASN cannot be reached now: says how old it is. */
export function StaleBanner({ fetchedAt }: { fetchedAt: string }) {
  return (
    <Notice type="warning" icon={<WarningFilled aria-hidden />} data-testid="stale-banner">
      {t.stale(formatStamp(fetchedAt))}
    </Notice>
  );
}
