import { useState } from 'react';
import { personnelReportsText } from '@/locales/id/personnel-reports';
import { currentYear } from '@/utils/format/current-year';
import { useRekonSummary } from '@/hooks/personnel-reports/use-rekon';
import { LoadFailed } from '@/components/siasn-logs/load-failed';
import { withAntdScope } from '@/components/ui/antd-scope';
import { Flex } from '@/components/ui/flex';
import { Skeleton } from '@/components/ui/skeleton';
import { MfaDrawer, type MfaCount } from './mfa-drawer';
import { MfaSection } from './mfa-section';
import { MfaUpload } from './mfa-upload';
import { IpAsnSection, KpSection, PemberhentianSection } from './period-sections';

// Side by side from about 760 px, one under another on a phone.
const GRID = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))' } as const;

/** The reconciliation counts (MFA, KP, pemberhentian, IP ASN of a year), the MFA upload, and the list behind an MFA count. */
function RekonDashboard() {
  const [tahun, setTahun] = useState(currentYear);
  const summary = useRekonSummary(tahun);
  const [count, setCount] = useState<MfaCount | null>(null);
  if (summary.isError) return <LoadFailed error={summary.error} title={personnelReportsText.rekon.loadFailed} onRetry={() => void summary.refetch()} />;
  if (!summary.data) return <Skeleton rows={10} />;
  const { mfa, kp, pemberhentian, ipAsn } = summary.data;
  return (
    <Flex vertical gap={16} data-testid="rekon-dashboard">
      <MfaSection rows={mfa} onOpen={setCount} />
      <MfaUpload />
      <div style={GRID}>
        <KpSection rows={kp} />
        <PemberhentianSection rows={pemberhentian} />
        <IpAsnSection ipAsn={ipAsn} onYear={setTahun} />
      </div>
      <MfaDrawer count={count} onClose={() => setCount(null)} />
    </Flex>
  );
}

export default withAntdScope(RekonDashboard);
