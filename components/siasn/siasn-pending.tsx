import { useEffect, useState } from 'react';
import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { ClockCircleOutlined, ReloadOutlined, StopOutlined } from '@ant-design/icons';
import { siasnText } from '@/locales/id/siasn';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';
import { ResultState } from '@/components/ui/result-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SiasnProblem } from './siasn-problem';

const t = siasnText.waiting;

/** After this long a SIASN read says SIASN is slow (the server itself gives up at 20 s). */
export const SLOW_AFTER_MS = 3000;

/** True once `ms` have passed since the component mounted. */
function useElapsed(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}

function Waiting({ rows, onRetry, onCancel }: { rows: number; onRetry: () => void; onCancel: () => void }) {
  const slow = useElapsed(SLOW_AFTER_MS);
  return (
    <Flex vertical gap={12} data-testid="siasn-waiting">
      {slow && (
        <Flex vertical gap={8} align="flex-start" data-testid="siasn-slow">
          <Notice type="info" icon={<ClockCircleOutlined aria-hidden />}>
            <strong>{t.slowTitle}</strong>. {t.slowHint}
          </Notice>
          <Flex gap={8} wrap>
            <Button icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
              {siasnText.retry}
            </Button>
            <Button icon={<StopOutlined aria-hidden />} onClick={onCancel}>
              {t.cancel}
            </Button>
          </Flex>
        </Flex>
      )}
      <Skeleton rows={rows} />
    </Flex>
  );
}

interface Props {
  /** A SIASN-backed read that has no data yet, or failed. */
  query: Pick<UseQueryResult<unknown>, 'isError' | 'error' | 'isFetching' | 'refetch'>;
  /** Its key, for cancelling it (the query function passes react-query's AbortSignal to axios). */
  queryKey: QueryKey;
  rows?: number;
  /** A side panel's one-line problem instead of a whole-area outcome. */
  compact?: boolean;
}

/**
 * Every SIASN-backed section before its data: a skeleton; after 3 s also "SIASN sedang lambat"
 * with "Coba lagi" (a fresh request instead of the running one) and "Batalkan" (the request is
 * aborted and the section says so, with "Coba lagi"); SIASN's failure with its reason.
 */
export function SiasnPending({ query, queryKey, rows = 6, compact = false }: Props) {
  const client = useQueryClient();
  // Read on every render: react-query re-renders only for the fields a render has read.
  const fetching = query.isFetching;
  // Each attempt starts its own 3 s; a cancelled read stays cancelled until the person asks again.
  const [attempt, setAttempt] = useState(0);
  const [cancelled, setCancelled] = useState(false);
  // react-query reuses a running fetch of a query without data (cancelRefetch needs data): abort it first.
  const retry = async () => {
    setCancelled(false);
    setAttempt((n) => n + 1);
    await client.cancelQueries({ queryKey });
    await query.refetch();
  };
  const cancel = () => {
    setCancelled(true);
    void client.cancelQueries({ queryKey });
  };
  if (query.isError) return <SiasnProblem error={query.error} onRetry={() => void retry()} retrying={fetching} compact={compact} />;
  if (cancelled && !fetching) {
    return (
      <div data-testid="siasn-cancelled">
        <ResultState
          status="404"
          icon={<StopOutlined />}
          title={t.cancelled}
          subTitle={t.cancelledHint}
          extra={
            <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void retry()}>
              {siasnText.retry}
            </Button>
          }
        />
      </div>
    );
  }
  return <Waiting key={attempt} rows={rows} onRetry={() => void retry()} onCancel={cancel} />;
}
