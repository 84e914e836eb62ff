import dynamic from 'next/dynamic';
import { petaJabatanText as t } from '@/locales/id/peta-jabatan';
import { LogHeading } from '@/components/siasn-logs/log-heading';
import { Flex } from '@/components/ui/flex';
import { Skeleton } from '@/components/ui/skeleton';

// antd's Tree and Table load after the page, not with it.
const PetaJabatanExplorer = dynamic(() => import('./peta-jabatan-explorer'), { ssr: false, loading: () => <Skeleton rows={10} /> });

/** /layanan-siasn/peta-jabatan: the unit tree and the chosen unit's positions (admins). */
export function PetaJabatanView() {
  return (
    <Flex vertical gap={16}>
      <LogHeading title={t.title} intro={t.intro} />
      <PetaJabatanExplorer />
    </Flex>
  );
}
