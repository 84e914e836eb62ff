import { useState } from 'react';
import { Drawer, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { personnelReportsText } from '@/locales/id/personnel-reports';
import { rekonMfaDownloadUrl, type RekonMfaFilters } from '@/services/personnel-reports';
import type { MfaState, RekonMfaRow } from '@/utils/schemas/rekon';
import { useRekonMfa } from '@/hooks/personnel-reports/use-rekon';
import { REPORT_PAGE_SIZE, ReportTable } from '@/components/reports/report-table';
import { ButtonLink } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Tag } from '@/components/ui/tag';
import { Text } from '@/components/ui/text';
import { mfaLook } from './mfa-states';

const t = personnelReportsText.rekon;
const c = t.drawer.columns;

/** One count of the MFA table: an OPD (or all) and a state (or all), with the OPD's name. */
export interface MfaCount extends RekonMfaFilters {
  opdNama?: string;
}

const columns: TableColumnsType<RekonMfaRow> = [
  { key: 'nip', title: c.nip, dataIndex: 'nip', render: (nip: string) => <span style={{ whiteSpace: 'nowrap' }}>{nip}</span> },
  { key: 'nama', title: c.nama, dataIndex: 'nama' },
  { key: 'opd', title: c.opd, dataIndex: 'opdNama' },
  { key: 'unor', title: c.unor, dataIndex: 'unorNama' },
  { key: 'status', title: c.status, dataIndex: 'status', render: (status: MfaState) => <Tag color={mfaLook(status).tag}>{mfaLook(status).label}</Tag> },
];

export const mfaCountTitle = (count: MfaCount) => t.drawer.title(count.status ? mfaLook(count.status).label : t.mfa.allStates, count.opdNama ?? t.mfa.allOpd);

/** The employees behind one count, a page at a time, with their download. */
function MfaList({ filters }: { filters: RekonMfaFilters }) {
  const [page, setPage] = useState(1);
  const query = useRekonMfa({ ...filters, page, limit: REPORT_PAGE_SIZE });
  return (
    <Flex vertical gap={12} data-testid="rekon-mfa-drawer">
      <Flex gap={8} wrap align="center" justify="space-between">
        <Text secondary>{query.data && personnelReportsText.common.people(query.data.total)}</Text>
        <ButtonLink href={rekonMfaDownloadUrl(filters)} download icon={<DownloadOutlined aria-hidden />}>
          {personnelReportsText.common.downloadXlsx}
        </ButtonLink>
      </Flex>
      <ReportTable<RekonMfaRow> query={query} columns={columns} rowKey="nip" caption={t.drawer.caption} page={page} onPage={setPage} empty={personnelReportsText.common.filteredEmpty} />
    </Flex>
  );
}

/** The list behind an MFA count in a drawer (the width of a phone on a phone); closed while `count` is null. */
export function MfaDrawer({ count, onClose }: { count: MfaCount | null; onClose: () => void }) {
  return (
    <Drawer open={count !== null} title={count && mfaCountTitle(count)} size="min(736px, 100vw)" onClose={onClose} destroyOnHidden>
      {count && <MfaList key={`${count.opdId ?? ''}:${count.status ?? ''}`} filters={{ opdId: count.opdId, status: count.status }} />}
    </Drawer>
  );
}
