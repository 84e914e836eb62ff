import dynamic from 'next/dynamic';
import Link from 'next/link';
import { siasnText as t } from '@/locales/id/siasn';
import type { SiasnRecord } from '@/services/siasn';
import { siasnKeys } from '@/hooks/query-keys';
import { useSiasnSection } from '@/hooks/siasn/use-siasn-section';
import { useReadFromTicket } from '@/hooks/privacy/use-read-from-ticket';
import { FactList } from '@/components/ui/fact-list';
import { Flex } from '@/components/ui/flex';
import { Skeleton } from '@/components/ui/skeleton';
import { NAME_FIELD, POSITION_FIELD, RANK_FIELD, UNIT_FIELD } from './person-fields';
import { facts, textOf, type FieldSpec } from './record-fields';
import { sectionHref } from './record-paths';
import { SiasnPending } from './siasn-pending';
import { StaleBanner } from './stale-banner';

// Potensi and kompetensi from the agency's gateway, in their own chunk (antd Progress with them).
const AssessmentCards = dynamic(() => import('./assessment-cards'), { ssr: false, loading: () => <Skeleton rows={2} /> });

const FIELDS: (string | FieldSpec)[] = [
  NAME_FIELD,
  'nipBaru',
  RANK_FIELD,
  POSITION_FIELD,
  UNIT_FIELD,
  { key: 'kedudukanPnsNama', show: (row) => `${textOf(row.kedudukanPnsNama)} (${textOf(row.statusPegawai)})` },
];

/**
 * Data utama of the requester's NIP, read only once asked for (a SIASN call per click, not per
 * ticket view), with the ticket as the purpose; the full record opens with it too.
 */
export function RequesterRecord({ nip, ticketId }: { nip: string; ticketId: number }) {
  useReadFromTicket(nip, ticketId);
  const query = useSiasnSection<SiasnRecord>(nip, 'data-utama');
  if (query.isPending || query.isError) return <SiasnPending query={query} queryKey={siasnKeys.section(nip, 'data-utama')} rows={4} compact />;
  return (
    <Flex vertical gap={12}>
      {query.data.stale && <StaleBanner fetchedAt={query.data.fetchedAt} />}
      <FactList items={facts(query.data.data, FIELDS)} data-testid="requester-siasn" />
      <AssessmentCards nip={nip} compact />
      <Link href={`${sectionHref(nip)}?tiket=${ticketId}`}>{t.requester.open}</Link>
    </Flex>
  );
}
