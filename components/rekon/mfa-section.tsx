import { Table, type TableColumnsType } from 'antd';
import { personnelReportsText } from '@/locales/id/personnel-reports';
import { formatNumber } from '@/utils/format/number';
import { MFA_STATES, type MfaState, type RekonSummary } from '@/utils/schemas/rekon';
import { srCaption } from '@/components/reports/report-table';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { EmptyWithAction } from './count-panel';
import { LazyMfaChart } from './lazy-charts';
import type { MfaCount } from './mfa-drawer';
import { MFA_LOOKS, mfaLook } from './mfa-states';

const t = personnelReportsText.rekon.mfa;
type OpdRow = RekonSummary['mfa'][number];

const sumOf = (row: OpdRow) => MFA_STATES.reduce((sum, state) => sum + row[state], 0);

/** A count that opens its list; a zero, or people with no OPD (the list cannot single them out), stays text. */
function CountButton({ total, count, onOpen }: { total: number; count: MfaCount | null; onOpen: (count: MfaCount) => void }) {
  if (!count || total === 0) return <span>{formatNumber(total)}</span>;
  const status = count.status ? mfaLook(count.status).label : t.allStates;
  return (
    <Button type="link" size="small" aria-label={t.open(total, status, count.opdNama ?? t.allOpd)} onClick={() => onOpen(count)} style={{ padding: 0 }}>
      {formatNumber(total)}
    </Button>
  );
}

const countOf = (row: OpdRow, status?: MfaState): MfaCount | null => (row.opdId ? { opdId: row.opdId, opdNama: row.opdNama, status } : null);

function columnsOf(onOpen: (count: MfaCount) => void): TableColumnsType<OpdRow> {
  return [
    { key: 'opd', title: t.opd, dataIndex: 'opdNama' },
    ...MFA_LOOKS.map((look) => ({
      key: look.state,
      title: look.label,
      align: 'right' as const,
      render: (_: unknown, row: OpdRow) => <CountButton total={row[look.state]} count={countOf(row, look.state)} onOpen={onOpen} />,
    })),
    { key: 'sum', title: t.sum, align: 'right', render: (_, row) => <CountButton total={sumOf(row)} count={countOf(row)} onOpen={onOpen} /> },
  ];
}

/** MFA per OPD: the province's totals, a stacked bar per OPD and the table of counts; each count opens its list. */
export function MfaSection({ rows, onOpen }: { rows: OpdRow[]; onOpen: (count: MfaCount) => void }) {
  const openRow = (row: OpdRow, state: MfaState) => {
    const count = countOf(row, state);
    if (count) onOpen(count);
  };
  const title = <h2 style={{ margin: 0, font: 'inherit' }}>{t.title}</h2>;
  if (rows.length === 0) {
    return (
      <Panel title={title} data-testid="rekon-mfa">
        <EmptyWithAction description={t.empty} action={{ label: t.fill, href: '/layanan-siasn/laporan-pegawai' }} />
      </Panel>
    );
  }
  return (
    <Panel title={title} data-testid="rekon-mfa">
      <Flex vertical gap={16}>
        <Flex gap={12} wrap data-testid="rekon-mfa-totals">
          {MFA_LOOKS.map((look) => {
            const total = rows.reduce((sum, row) => sum + row[look.state], 0);
            return (
              <Button key={look.state} disabled={total === 0} aria-label={t.open(total, look.label, t.allOpd)} onClick={() => onOpen({ status: look.state })} style={{ height: 'auto', padding: '8px 16px' }}>
                <span style={{ display: 'block', textAlign: 'left' }}>
                  <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, marginRight: 6, borderRadius: 2, background: look.fill }} />
                  {look.label}
                  <strong style={{ display: 'block', fontSize: 24 }}>{formatNumber(total)}</strong>
                </span>
              </Button>
            );
          })}
        </Flex>
        <LazyMfaChart rows={rows} label={t.chartLabel} onSelect={openRow} />
        <Table<OpdRow>
          rowKey={(row) => row.opdId ?? ''}
          size="small"
          caption={srCaption(t.tableCaption)}
          columns={columnsOf(onOpen)}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false, size: 'small' } : false}
        />
      </Flex>
    </Panel>
  );
}
