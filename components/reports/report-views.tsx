import dynamic from 'next/dynamic';
import { personnelReportsText as t } from '@/locales/id/personnel-reports';
import { ReportPage, reportLoading } from './report-page';

const EmployeeReport = dynamic(() => import('./employee-report'), { ssr: false, loading: reportLoading });
const IpAsnReport = dynamic(() => import('./ip-asn-report'), { ssr: false, loading: reportLoading });

/** /layanan-siasn/laporan-pegawai (admins). */
export function EmployeeReportView() {
  return (
    <ReportPage title={t.employees.title} intro={t.employees.intro}>
      <EmployeeReport />
    </ReportPage>
  );
}

/** /layanan-siasn/laporan-ip-asn (admins); its filters come from the URL too. */
export function IpAsnReportView() {
  return (
    <ReportPage title={t.ipAsn.title} intro={t.ipAsn.intro}>
      <IpAsnReport />
    </ReportPage>
  );
}
