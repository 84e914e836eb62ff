import { useState } from 'react';
import Link from 'next/link';
import { casnText as t } from '@/locales/id/casn';
import { useCasnScores } from '@/hooks/casn/use-casn';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { Paragraph, Text, Title } from '@/components/ui/text';
import { formatDate } from '@/utils/format';
import { CasnFailure } from './casn-failure';
import { ScoreTable } from './score-table';

/** /web/nilai-casn: one tab per score announcement (a select on a phone), a searchable table in each. */
export function ScoreTabs() {
  const { data, isLoading, isError, error, refetch } = useCasnScores();
  const [active, setActive] = useState<string | null>(null);
  const scores = data?.data ?? [];
  const activeKey = active ?? String(scores[0]?.id ?? '');
  return (
    <Flex vertical gap={16}>
      <div>
        <Title level={1} style={{ margin: 0 }}>{t.scores}</Title>
        <Paragraph secondary>{t.scoresIntro}</Paragraph>
        <Link href="/web/publikasi-casn">{t.seePublications}</Link>
      </div>
      <Panel>
        {isLoading ? (
          <Skeleton rows={8} />
        ) : isError ? (
          <CasnFailure error={error} onRetry={() => void refetch()} />
        ) : scores.length === 0 ? (
          <EmptyState description={t.emptyScores} />
        ) : (
          <Tabs
            phoneSelect={t.scores}
            activeKey={activeKey}
            onChange={setActive}
            items={scores.map((score) => ({
              key: String(score.id),
              label: score.judul,
              children: (
                <Flex vertical gap={8} style={{ paddingTop: 12 }}>
                  <Text secondary>{`${score.jenis} · ${formatDate(score.tanggal)}`}</Text>
                  <ScoreTable score={score} />
                </Flex>
              ),
            }))}
          />
        )}
      </Panel>
    </Flex>
  );
}
