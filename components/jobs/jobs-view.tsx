import dynamic from 'next/dynamic';
import { personnelAdminText as t } from '@/locales/id/personnel-admin';
import { LogHeading } from '@/components/siasn-logs/log-heading';
import { Flex } from '@/components/ui/flex';
import { Skeleton } from '@/components/ui/skeleton';

// antd's Table, Select, Progress and Drawer load after the page, not with it.
const JobTable = dynamic(() => import('./job-table'), { ssr: false, loading: () => <Skeleton rows={8} /> });

/** /layanan-siasn/jobs: the background jobs (admins). */
export function JobsView() {
  return (
    <Flex vertical gap={16}>
      <LogHeading title={t.jobs.title} intro={t.jobs.intro} />
      <JobTable />
    </Flex>
  );
}
