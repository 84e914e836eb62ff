import dynamic from 'next/dynamic';
import { personnelReportsText as t } from '@/locales/id/personnel-reports';
import { ReportPage, reportLoading } from '@/components/reports/report-page';

const UnorExplorer = dynamic(() => import('./unor-explorer'), { ssr: false, loading: reportLoading });

/** /layanan-siasn/unor: the unit tree and the agency's notes on each unit (admins). */
export function UnorView() {
  return (
    <ReportPage title={t.unor.title} intro={t.unor.intro}>
      <UnorExplorer />
    </ReportPage>
  );
}
