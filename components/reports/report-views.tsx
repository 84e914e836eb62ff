import dynamic from 'next/dynamic';
import { personnelReportsText as t } from '@/locales/id/personnel-reports';
import { reportLoading, reportView } from './report-page';

const EmployeeReport = dynamic(() => import('./employee-report'), { ssr: false, loading: reportLoading });
const IpAsnReport = dynamic(() => import('./ip-asn-report'), { ssr: false, loading: reportLoading });

/** /layanan-siasn/laporan-pegawai (admins). */
export const EmployeeReportView = reportView(t.employees, EmployeeReport);

/** /layanan-siasn/laporan-ip-asn (admins); its filters come from the URL too. */
export const IpAsnReportView = reportView(t.ipAsn, IpAsnReport);
