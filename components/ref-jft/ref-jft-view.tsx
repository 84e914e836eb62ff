import dynamic from 'next/dynamic';
import { refJftText as t } from '@/locales/id/ref-jft';
import { LogHeading } from '@/components/siasn-logs/log-heading';
import { Flex } from '@/components/ui/flex';
import { Skeleton } from '@/components/ui/skeleton';

// antd's Table and Upload load after the page, not with it.
const RefJftExplorer = dynamic(() => import('./ref-jft-explorer'), { ssr: false, loading: () => <Skeleton rows={10} /> });

/** /layanan-siasn/referensi-jft: the JFT reference with its template, upload and search (admins). */
export function RefJftView() {
  return (
    <Flex vertical gap={16}>
      <LogHeading title={t.title} intro={t.intro} />
      <RefJftExplorer />
    </Flex>
  );
}
