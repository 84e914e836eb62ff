import dynamic from 'next/dynamic';
import { personnelAdminText } from '@/locales/id/personnel-admin';
import type { Pipeline } from '@/utils/schemas/personnel-admin';
import { LogHeading } from '@/components/siasn-logs/log-heading';
import { Flex } from '@/components/ui/flex';
import { Skeleton } from '@/components/ui/skeleton';

// antd's Table, pickers, Progress and Modal load after the page, not with it.
const PipelineTable = dynamic(() => import('./pipeline-table'), { ssr: false, loading: () => <Skeleton rows={10} /> });

/** /layanan-siasn/{kp|pemberhentian|pengadaan}: one pipeline's list of a period (admins). */
export function PipelineView({ pipeline }: { pipeline: Pipeline }) {
  const { title, intro } = personnelAdminText.pipelines[pipeline];
  return (
    <Flex vertical gap={16}>
      <LogHeading title={title} intro={intro} />
      <PipelineTable pipeline={pipeline} />
    </Flex>
  );
}
