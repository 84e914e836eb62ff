import { useState } from 'react';
import { DataTable, type DataColumn } from '@/components/ui/data-table/data-table';
import { Pager } from '@/components/ui/data-table/pager';
import { FactList } from '@/components/ui/fact-list';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Statistic } from '@/components/ui/statistic';
import { financeText } from '@/locales/id/finance';
import { formatRupiah } from '@/utils/format/currency';
import { simulationTexts } from '@/utils/rules/loan-status';
import type { ScheduleRow, Simulation } from '@/utils/schemas/bank';

const t = financeText.simulation;
const money = (value: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatRupiah(value)}</span>;
const COLUMNS: DataColumn<ScheduleRow>[] = [
  { key: 'month', title: t.month, render: (row) => row.month, width: 90 },
  { key: 'installment', title: t.installment, render: (row) => money(row.installment) },
  { key: 'principal', title: t.principal, render: (row) => money(row.principal), from: 'md' },
  { key: 'interest', title: t.interest, render: (row) => money(row.interest), from: 'md' },
  { key: 'balance', title: t.balance, render: (row) => money(row.balance) },
];

/** The schedule a page at a time (a 300-month KPR is 300 rows). */
function Schedule({ rows }: { rows: ScheduleRow[] }) {
  const [{ page, limit }, setPage] = useState({ page: 1, limit: 12 });
  const shown = rows.slice((page - 1) * limit, page * limit);
  return (
    <DataTable<ScheduleRow>
      rows={shown}
      rowKey={(row) => row.month}
      columns={COLUMNS}
      empty={null}
      testId="schedule"
      footer={<Pager page={page} limit={limit} total={rows.length} onChange={(next, size) => setPage({ page: size === limit ? next : 1, limit: size })} texts={t.schedulePager} />}
    />
  );
}

/** The bank's answer: maximum amount, instalment, rate, fees, total and the schedule, IDR without decimals. */
export function SimulationResult({ simulation }: { simulation: Simulation }) {
  const texts = simulationTexts(simulation);
  return (
    <Flex vertical gap={16} data-testid="simulation-result">
      <Panel title={t.result}>
        <Flex gap={32} wrap>
          <Statistic title={t.maxAmount} value={texts.maxAmount} />
          <Statistic title={t.monthly} value={texts.monthlyInstallment} />
          <Statistic title={t.rate} value={texts.rate} />
        </Flex>
        <div style={{ marginTop: 16 }}>
          <FactList
            columns={2}
            data-testid="simulation-facts"
            items={[
              { key: 'amount', label: t.amountUsed, value: texts.amount },
              { key: 'maxInstallment', label: t.maxInstallment, value: texts.maxInstallment },
              { key: 'admin', label: `${t.fees}: ${t.feeAdmin}`, value: texts.fees.admin },
              { key: 'provision', label: `${t.fees}: ${t.feeProvision}`, value: texts.fees.provision },
              { key: 'insurance', label: `${t.fees}: ${t.feeInsurance}`, value: texts.fees.insurance },
              { key: 'fees', label: t.feeTotal, value: texts.fees.total },
              { key: 'total', label: t.totalPayment, value: texts.totalPayment },
            ]}
          />
        </div>
      </Panel>
      <Panel title={t.schedule}>
        <Schedule key={`${simulation.amount}-${simulation.tenor_months}`} rows={simulation.schedule} />
      </Panel>
    </Flex>
  );
}
