import { personnelAdminText } from '@/locales/id/personnel-admin';
import type { Pipeline } from '@/utils/schemas/personnel-admin';
import { LogHeading } from '@/components/siasn-logs/log-heading';
import { Flex } from '@/components/ui/flex';
import { PipelineTable } from './pipeline-table';

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
