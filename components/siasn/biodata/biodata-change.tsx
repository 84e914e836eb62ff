import dynamic from 'next/dynamic';
import { ClockCircleOutlined } from '@ant-design/icons';
import { siasnServicesText } from '@/locales/id/siasn-services';
import { useBiodata } from '@/hooks/siasn/use-biodata';
import { siasnKeys } from '@/hooks/query-keys';
import { SiasnPending } from '@/components/siasn/siasn-pending';
import { SubSection } from '@/components/siasn/sub-section';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { Text } from '@/components/ui/text';
import { BiodataRequests } from './biodata-requests';

const t = siasnServicesText.biodata;

// The form (and zod with it) comes with the first visit of someone who may send a change.
const BiodataForm = dynamic(() => import('./biodata-form').then((m) => m.BiodataForm), { loading: () => <Skeleton rows={6} /> });

/** Ubah Biodata's write side: the notice, the form of the changeable fields and the requests sent. */
export function BiodataChange({ nip }: { nip: string | null }) {
  const query = useBiodata(nip);
  return (
    <Flex vertical gap={16}>
      <Notice type="info" icon={<ClockCircleOutlined aria-hidden />} data-testid="biodata-notice">
        {t.notice}
      </Notice>
      {query.isPending || query.isError ? (
        <SiasnPending query={query} queryKey={siasnKeys.biodata(nip)} compact />
      ) : (
        <>
          <SubSection title={t.formTitle}>
            <Flex vertical gap={8}>
              <Text secondary>{t.hint}</Text>
              <BiodataForm nip={nip} fields={query.data.fields} />
            </Flex>
          </SubSection>
          <BiodataRequests requests={query.data.requests} />
        </>
      )}
    </Flex>
  );
}
