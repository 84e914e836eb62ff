import Link from 'next/link';
import { siasnServicesText } from '@/locales/id/siasn-services';
import { useUsulan } from '@/hooks/siasn/use-usulan';
import { siasnKeys } from '@/hooks/query-keys';
import { SiasnPending } from '@/components/siasn/siasn-pending';
import { EmptyState } from '@/components/ui/empty-state';
import { Tag } from '@/components/ui/tag';
import { Text } from '@/components/ui/text';
import { proposalStatusText } from '@/utils/catalogue/status-colors';
import { NEW_TICKET_PATH } from '@/utils/catalogue/personnel-service-pages';
import { usulanServiceById, usulanServiceByKey, type UsulanServiceKey } from '@/utils/catalogue/usulan';
import { formatRecordDate, parseRecordDate } from '@/utils/format/record-date';
import type { UsulanRow } from '@/utils/schemas/siasn-usulan';
import { ResendUsulan } from './resend-usulan';
import styles from '../siasn-services.module.css';

const t = siasnServicesText.usulan;

/** What a proposal SIASN sent back needs: the new document from whoever may write the record, or who fixes it instead. */
function SentBack({ row, nip, editable }: { row: UsulanRow; nip: string | null; editable: boolean }) {
  const action = () => {
    if (!row.document) {
      return (
        <Text secondary>
          {t.resendElsewhere} <Link href={NEW_TICKET_PATH}>{t.newTicket}</Link>
        </Text>
      );
    }
    return editable ? <ResendUsulan nip={nip} row={row} /> : <Text secondary>{t.staffOnly}</Text>;
  };
  return (
    <div className={styles.sentBack} data-testid="usulan-sent-back">
      <Text strong>{t.sentBack}</Text>
      {action()}
    </div>
  );
}

function Proposal({ row, nip, editable }: { row: UsulanRow; nip: string | null; editable: boolean }) {
  const meaning = proposalStatusText(row.status_text);
  const service = row.jenis_layanan_nama || usulanServiceById(row.jenis_layanan_id)?.title || '-';
  return (
    <li className={styles.item} data-testid="usulan-row" data-service={row.jenis_layanan_id} data-stage={row.stage}>
      <div className={styles.itemHead}>
        <Text strong>{service}</Text>
        <Tag color={row.status_color} data-testid="usulan-status">
          {row.status_text}
        </Tag>
      </div>
      {meaning && <Text secondary>{meaning}</Text>}
      <Text secondary>
        {t.proposedAt(formatRecordDate(row.tgl_usulan))}
        {parseRecordDate(row.tgl_update) && ` · ${t.updatedAt(formatRecordDate(row.tgl_update))}`}
      </Text>
      {row.keterangan?.trim() && <Text>{`${t.note}: ${row.keterangan}`}</Text>}
      {row.stage === 'needs-person' && <SentBack row={row} nip={nip} editable={editable} />}
    </li>
  );
}

/** The proposals of one service (or all), newest first as the API sends them; `editable`: the viewer may write to the record. */
export function UsulanList({ nip, service, editable }: { nip: string | null; service: UsulanServiceKey | undefined; editable: boolean }) {
  const query = useUsulan(nip, service);
  if (query.isPending || query.isError) return <SiasnPending query={query} queryKey={siasnKeys.usulan(nip, service ?? 'semua')} rows={4} />;
  if (query.data.rows.length === 0) return <EmptyState description={t.empty(service && usulanServiceByKey(service)?.title)} />;
  return (
    <ul className={styles.list} data-testid="usulan-list">
      {query.data.rows.map((row) => (
        <Proposal key={row.id} row={row} nip={nip} editable={editable} />
      ))}
    </ul>
  );
}
