import { siasnServicesText } from '@/locales/id/siasn-services';
import { useUsulan } from '@/hooks/siasn/use-usulan';
import { siasnKeys } from '@/hooks/query-keys';
import { SiasnPending } from '@/components/siasn/siasn-pending';
import { EmptyState } from '@/components/ui/empty-state';
import { Tag } from '@/components/ui/tag';
import { Text } from '@/components/ui/text';
import { proposalStatusColor, proposalStatusText } from '@/utils/catalogue/status-colors';
import { usulanServiceById, usulanServiceByKey, type UsulanServiceKey } from '@/utils/catalogue/usulan';
import { formatRecordDate, parseRecordDate } from '@/utils/format/record-date';
import type { UsulanRow } from '@/utils/schemas/siasn-usulan';
import styles from '../siasn-services.module.css';

const t = siasnServicesText.usulan;
const COLORS = new Set(['yellow', 'green', 'red']);

/** The row's colour as the API gave it (22 yellow, 32 green, else red), or the same rule on its code. */
export const usulanColor = (row: Pick<UsulanRow, 'status_color' | 'status_usulan'>) => (COLORS.has(row.status_color) ? row.status_color : proposalStatusColor(row.status_usulan));

function Proposal({ row }: { row: UsulanRow }) {
  const meaning = proposalStatusText(row.status_text);
  const service = row.jenis_layanan_nama || usulanServiceById(row.jenis_layanan_id)?.title || '-';
  return (
    <li className={styles.item} data-testid="usulan-row" data-service={row.jenis_layanan_id}>
      <div className={styles.itemHead}>
        <Text strong>{service}</Text>
        <Tag color={usulanColor(row)} data-testid="usulan-status">
          {row.status_text}
        </Tag>
      </div>
      {meaning && <Text secondary>{meaning}</Text>}
      <Text secondary>
        {t.proposedAt(formatRecordDate(row.tgl_usulan))}
        {parseRecordDate(row.tgl_update) && ` · ${t.updatedAt(formatRecordDate(row.tgl_update))}`}
      </Text>
      {row.keterangan?.trim() && <Text>{`${t.note}: ${row.keterangan}`}</Text>}
    </li>
  );
}

/** The proposals of one service (or all), newest first as the API sends them. */
export function UsulanList({ nip, service }: { nip: string | null; service: UsulanServiceKey | undefined }) {
  const query = useUsulan(nip, service);
  if (query.isPending || query.isError) return <SiasnPending query={query} queryKey={siasnKeys.usulan(nip, service ?? 'semua')} rows={4} />;
  if (query.data.rows.length === 0) return <EmptyState description={t.empty(service && usulanServiceByKey(service)?.title)} />;
  return (
    <ul className={styles.list} data-testid="usulan-list">
      {query.data.rows.map((row) => (
        <Proposal key={row.id} row={row} />
      ))}
    </ul>
  );
}
