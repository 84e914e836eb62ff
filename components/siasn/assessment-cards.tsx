import type { ReactNode } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { assessmentText as t } from '@/locales/id/siasn-assessment';
import { apiErrorMessage } from '@/services/api';
import { useAssessment } from '@/hooks/siasn/use-assessment';
import { withAntdScope } from '@/components/ui/antd-scope';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { Text } from '@/components/ui/text';
import { AssessmentKompetensi } from './assessment-kompetensi';
import { AssessmentPotensi } from './assessment-potensi';
import { SubSection } from './sub-section';

interface Props {
  /** null: the own record; a NIP: staff reading anyone's. */
  nip: string | null;
  /** The ticket page's side panel: headline figures only, one card under the other. */
  compact?: boolean;
}

/**
 * Potensi and kompetensi assessments from the agency's gateway (not SIASN), side by side. Loaded
 * on demand (next/dynamic) by Data Utama and the requester panel, so their first load stays small.
 */
function AssessmentCards({ nip, compact = false }: Props) {
  const query = useAssessment(nip);
  const card = (title: string, body: ReactNode) => (
    <Panel size="small" title={title} style={{ flex: compact ? '1 1 auto' : '1 1 320px', minWidth: 0 }}>
      {body}
    </Panel>
  );
  let content: ReactNode;
  if (query.isPending) content = <Skeleton rows={compact ? 2 : 4} />;
  else if (query.isError)
    content = (
      <Flex vertical gap={8} align="flex-start" data-testid="assessment-problem">
        <Notice type="error">
          <strong>{t.failed}</strong>. {apiErrorMessage(query.error, '')}
        </Notice>
        <Button icon={<ReloadOutlined aria-hidden />} loading={query.isFetching} onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </Flex>
    );
  else
    content = (
      <Flex gap={16} wrap vertical={compact} align="stretch">
        {card(t.potensi.title, query.data.potensi ? <AssessmentPotensi data={query.data.potensi} compact={compact} /> : <EmptyState description={t.potensi.none} />)}
        {card(t.kompetensi.title, query.data.kompetensi ? <AssessmentKompetensi data={query.data.kompetensi} compact={compact} /> : <EmptyState description={t.kompetensi.none} />)}
      </Flex>
    );
  return (
    <SubSection title={t.title}>
      <div data-testid="assessment-cards">
        {content}
        {!compact && (
          <Text secondary style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
            {t.source}
          </Text>
        )}
      </div>
    </SubSection>
  );
}

// Loaded on demand: its antd parts (Progress in the cards) need the theme and locale set up here.
export default withAntdScope(AssessmentCards);
