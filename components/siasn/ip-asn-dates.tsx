import { assessmentText } from '@/locales/id/siasn-assessment';
import { Text } from '@/components/ui/text';
import { formatDay, formatStamp } from '@/utils/format/record-date';

/** "Nilai per 26 November 2025, diambil 26 November 2026 14.05": when SIASN scored an IP ASN and when the portal read it. */
export function IpAsnDates({ scoredAt, fetchedAt }: { scoredAt: string | null; fetchedAt: string }) {
  return (
    <Text secondary data-testid="ip-asn-dates">
      {assessmentText.ipAsn.dated(scoredAt && formatDay(scoredAt), formatStamp(fetchedAt))}
    </Text>
  );
}
