import dynamic from 'next/dynamic';
import { useSession } from 'next-auth/react';
import { siasnLogsText as t } from '@/locales/id/siasn-logs';
import { can } from '@/utils/permissions';
import { Flex } from '@/components/ui/flex';
import { Skeleton } from '@/components/ui/skeleton';
import { LogHeading } from './log-heading';
import { TokenStateCard } from './token-state-card';

const CallLogTable = dynamic(() => import('./call-log-table'), { ssr: false, loading: () => <Skeleton rows={8} /> });

/** /logs/siasn-calls: the token state (for who may see it) and the gateway call log (admins). */
export function CallLogView() {
  const { data } = useSession();
  return (
    <Flex vertical gap={16}>
      <LogHeading title={t.calls.title} intro={t.calls.intro} />
      {can(data?.user, 'view-siasn-token') && <TokenStateCard />}
      <CallLogTable />
    </Flex>
  );
}
