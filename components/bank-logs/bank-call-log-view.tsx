import dynamic from 'next/dynamic';
import { bankLogsText as t } from '@/locales/id/bank-logs';
import { Flex } from '@/components/ui/flex';
import { Skeleton } from '@/components/ui/skeleton';
import { LogHeading } from '@/components/siasn-logs/log-heading';

const BankCallTable = dynamic(() => import('./bank-call-table'), { ssr: false, loading: () => <Skeleton rows={8} /> });

/** /layanan-keuangan/logs: every call to the partner bank (admins). */
export function BankCallLogView() {
  return (
    <Flex vertical gap={16}>
      <LogHeading title={t.title} intro={t.intro} />
      <BankCallTable />
    </Flex>
  );
}
