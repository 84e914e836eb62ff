import { siasnLogsText as t } from '@/locales/id/siasn-logs';
import { formatDateTimeLong } from '@/utils/format';
import type { SiasnTokenState } from '@/utils/schemas/siasn-logs';
import { useSiasnTokenStates } from '@/hooks/siasn/use-siasn-logs';
import { FactList } from '@/components/ui/fact-list';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';
import { LoadFailed } from './load-failed';

const when = (value: string | null) => (value ? formatDateTimeLong(value) : t.token.never);

function TokenFacts({ name, state, testId }: { name: string; state: SiasnTokenState; testId: string }) {
  return (
    <section style={{ flex: '1 1 280px', minWidth: 0 }} data-testid={testId}>
      <Flex gap={8} align="center" style={{ marginBottom: 8 }}>
        <h3 style={{ margin: 0, fontSize: 15 }}>{name}</h3>
        <Tag color={state.held ? 'success' : 'default'}>{state.held ? t.token.held : t.token.notHeld}</Tag>
      </Flex>
      <FactList
        items={[
          { key: 'issued', label: t.token.issuedAt, value: when(state.issuedAt) },
          { key: 'expires', label: t.token.expiresAt, value: when(state.expiresAt) },
          { key: 'refresh', label: t.token.lastRefreshAt, value: when(state.lastRefreshAt) },
          {
            key: 'error',
            label: t.token.lastError,
            value: state.lastError ? <span style={{ color: '#cf1322' }}>{`${state.lastError} (${when(state.lastErrorAt)})`}</span> : t.token.noError,
          },
        ]}
      />
    </section>
  );
}

/** The gateway's WSO2 and SSO tokens: when issued, when they expire, the last refresh and error. Never a token. */
export function TokenStateCard() {
  const query = useSiasnTokenStates();
  const body = () => {
    if (query.isError) return <LoadFailed error={query.error} title={t.token.failed} onRetry={() => void query.refetch()} />;
    if (!query.data) return <Skeleton rows={4} />;
    return (
      <Flex gap={24} wrap align="flex-start">
        <TokenFacts name={t.token.wso2} state={query.data.wso2} testId="token-wso2" />
        <TokenFacts name={t.token.sso} state={query.data.sso} testId="token-sso" />
      </Flex>
    );
  };
  return (
    <Panel title={<h2 style={{ margin: 0, font: 'inherit' }}>{t.token.title}</h2>} data-testid="siasn-token-card">
      {body()}
    </Panel>
  );
}
