import dynamic from 'next/dynamic';
import { personnelReportsText as t } from '@/locales/id/personnel-reports';
import { reportLoading, reportView } from '@/components/reports/report-page';

const RekonDashboard = dynamic(() => import('./rekon-dashboard'), { ssr: false, loading: reportLoading });

/** /rekon: the reconciliation of SIASN with the agency's data (admins). */
export const RekonView = reportView(t.rekon, RekonDashboard);
