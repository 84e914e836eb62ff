import { Progress } from 'antd';
import { assessmentText as t } from '@/locales/id/siasn-assessment';
import { FactList } from '@/components/ui/fact-list';
import { Flex } from '@/components/ui/flex';
import { Statistic } from '@/components/ui/statistic';
import { Tag } from '@/components/ui/tag';
import { Text } from '@/components/ui/text';
import { POTENSI_CATEGORY_COLORS } from '@/utils/catalogue/assessment';
import { formatRecordDate } from '@/utils/format/record-date';
import type { PotensiAssessment } from '@/utils/schemas/assessment';

/** A potensi assessment: total against its maximum, category, the aspects scored 1-5 and the recommendation. */
export function AssessmentPotensi({ data, compact = false }: { data: PotensiAssessment; compact?: boolean }) {
  const facts = [
    { key: 'tanggal', label: t.date, value: formatRecordDate(data.tanggal) },
    { key: 'lembaga', label: t.institution, value: data.lembaga },
    { key: 'metode', label: t.method, value: data.metode },
  ];
  return (
    <Flex vertical gap={12} data-testid="assessment-potensi">
      <Flex gap={16} wrap align="flex-end">
        <Statistic title={t.potensi.total} value={data.skorTotal} suffix={` / ${data.skorMaksimum}`} />
        <Tag color={POTENSI_CATEGORY_COLORS[data.kategori]} aria-label={`${t.potensi.category}: ${data.kategori}`}>
          {data.kategori}
        </Tag>
      </Flex>
      <FactList items={compact ? facts.slice(0, 1) : facts} />
      {!compact && (
        <ul aria-label={t.potensi.aspects} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
          {data.aspek.map((aspect) => (
            <li key={aspect.nama} style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 130px', gap: 8, alignItems: 'center' }}>
              <Text>{aspect.nama}</Text>
              <Progress
                steps={5}
                percent={aspect.skor * 20}
                size={[14, 8]}
                format={() => t.potensi.score(aspect.skor)}
                aria-label={`${aspect.nama}: ${t.potensi.score(aspect.skor)}`}
              />
            </li>
          ))}
        </ul>
      )}
      <div>
        <Text strong>{t.potensi.recommendation}</Text>
        <br />
        <Text secondary>{data.rekomendasi}</Text>
      </div>
    </Flex>
  );
}
