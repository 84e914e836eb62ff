import dynamic from 'next/dynamic';
import { personnelAdminText } from '@/locales/id/personnel-admin';
import type { Pipeline } from '@/utils/schemas/personnel-admin';
import { LogHeading } from '@/components/siasn-logs/log-heading';
import { Flex } from '@/components/ui/flex';
import { Skeleton } from '@/components/ui/skeleton';

// antd's Table, pickers, Progress and Modal are a chunk of their own, rendered on the server with
// the first page of rows the page's props carry (server/pages/pipeline-page-props.ts): the list is
// in the HTML, not behind the chunk and a fetch (issue 31: KP usable within 2.5 s).
const PipelineTable = dynamic(() => import('./pipeline-table'), { loading: () => <Skeleton rows={10} /> });

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
