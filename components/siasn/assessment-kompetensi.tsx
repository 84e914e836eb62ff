import { Progress } from 'antd';
import { assessmentText as t } from '@/locales/id/siasn-assessment';
import { FactList } from '@/components/ui/fact-list';
import { Flex } from '@/components/ui/flex';
import { Statistic } from '@/components/ui/statistic';
import { Tag } from '@/components/ui/tag';
import { Text } from '@/components/ui/text';
import { JPM_CATEGORY_COLORS } from '@/utils/catalogue/assessment';
import { formatNumber } from '@/utils/format/number';
import { formatRecordDate } from '@/utils/format/record-date';
import type { KompetensiAssessment } from '@/utils/schemas/assessment';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';

// The bar takes its category's status colour, like the tag beside the figure.
const JPM_BAR = { Optimal: token.colorSuccess, 'Cukup Optimal': token.colorWarning, 'Kurang Optimal': token.colorError } as const;
const cell = { padding: '4px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}`, textAlign: 'left' } as const;

/** A kompetensi assessment: the JPM with its category and each competency's expected and achieved level. */
export function AssessmentKompetensi({ data, compact = false }: { data: KompetensiAssessment; compact?: boolean }) {
  const facts = [
    { key: 'tanggal', label: t.date, value: formatRecordDate(data.tanggal) },
    { key: 'jenjang', label: t.kompetensi.level, value: data.jenjangJabatan },
    { key: 'lembaga', label: t.institution, value: data.lembaga },
  ];
  return (
    <Flex vertical gap={12} data-testid="assessment-kompetensi">
      <Flex gap={16} wrap align="flex-end">
        <Statistic title={t.kompetensi.jpm} value={`${formatNumber(data.jpm)}%`} />
        <Tag color={JPM_CATEGORY_COLORS[data.kategori]} aria-label={`${t.kompetensi.category}: ${data.kategori}`}>
          {data.kategori}
        </Tag>
      </Flex>
      {!compact && <Progress percent={data.jpm} showInfo={false} strokeColor={JPM_BAR[data.kategori]} aria-label={t.kompetensi.jpm} />}
      <FactList items={compact ? facts.slice(0, 2) : facts} />
      {!compact && (
        <div style={{ overflowX: 'auto' }}>
          <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 13 }}>
            <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>{t.kompetensi.competencies}</caption>
            <thead>
              <tr>
                <th scope="col" style={cell}>{t.kompetensi.name}</th>
                <th scope="col" style={{ ...cell, textAlign: 'center' }}>{t.kompetensi.expected}</th>
                <th scope="col" style={{ ...cell, textAlign: 'center' }}>{t.kompetensi.achieved}</th>
              </tr>
            </thead>
            <tbody>
              {data.kompetensi.map((item) => {
                const gap = item.levelStandar - item.levelCapaian;
                return (
                  <tr key={item.nama}>
                    <th scope="row" style={{ ...cell, fontWeight: 400 }}>
                      {item.nama}
                      <br />
                      <Text secondary style={{ fontSize: 12 }}>{t.kompetensi.groups[item.kelompok]}</Text>
                    </th>
                    <td style={{ ...cell, textAlign: 'center' }}>{item.levelStandar}</td>
                    <td style={{ ...cell, textAlign: 'center' }}>
                      {gap > 0 ? <Tag color="orange" title={t.kompetensi.gap(gap)}>{item.levelCapaian}</Tag> : item.levelCapaian}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Flex>
  );
}
