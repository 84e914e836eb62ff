import { useState } from 'react';
import { casnText as t } from '@/locales/id/casn';
import { useCasnScores } from '@/hooks/casn/use-casn';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { Tabs } from '@/components/ui/tabs';
import { Text } from '@/components/ui/text';
import { formatDate } from '@/utils/format';
import { CasnFrame } from './casn-frame';
import { ScoreTable } from './score-table';

/** /web/nilai-casn: one tab per score announcement (a select on a phone), a searchable table in each. */
export function ScoreTabs() {
  const query = useCasnScores();
  const [active, setActive] = useState<string | null>(null);
  const scores = query.data?.data ?? [];
  const activeKey = active ?? String(scores[0]?.id ?? '');
  return (
    <CasnFrame title={t.scores} intro={t.scoresIntro} link={{ href: '/web/publikasi-casn', label: t.seePublications }} query={query}>
      {scores.length === 0 ? (
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
    </CasnFrame>
  );
}
