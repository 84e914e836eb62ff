import dynamic from 'next/dynamic';
import { personnelReportsText as t } from '@/locales/id/personnel-reports';
import { reportLoading, reportView } from '@/components/reports/report-page';

const UnorExplorer = dynamic(() => import('./unor-explorer'), { ssr: false, loading: reportLoading });

/** /layanan-siasn/unor: the unit tree and the agency's notes on each unit (admins). */
export const UnorView = reportView(t.unor, UnorExplorer);
