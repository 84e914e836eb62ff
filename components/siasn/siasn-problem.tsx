import type { ReactNode } from 'react';
import { DisconnectOutlined, ExclamationCircleOutlined, FileSearchOutlined, ReloadOutlined } from '@ant-design/icons';
import { siasnText as t } from '@/locales/id/siasn';
import { apiErrorMessage, isApiError } from '@/services/api';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';
import { ResultState, type ResultStatus } from '@/components/ui/result-state';

const NO_RECORD = new Set(['NO_NIP', 'NIP_NOT_FOUND']);

export const codeOf = (error: unknown) => (isApiError(error) ? error.response?.data?.code : undefined);

/** No NIP on the account, a malformed NIP or one SIASN does not know: no section can be shown. */
export const isNoRecord = (error: unknown) => ['NO_NIP', 'NIP_NOT_FOUND', 'INVALID_NIP'].includes(codeOf(error) ?? '');

interface Look {
  status: ResultStatus;
  icon: ReactNode;
  title: string;
  retry: boolean;
}

function lookOf(code: string | undefined): Look {
  if (code && NO_RECORD.has(code)) return { status: '404', icon: <FileSearchOutlined />, title: t.states.noData, retry: false };
  if (code === 'INVALID_NIP') return { status: 'warning', icon: <ExclamationCircleOutlined />, title: t.states.invalidNip, retry: false };
  if (code === 'SIASN_ERROR') return { status: 'warning', icon: <DisconnectOutlined />, title: t.states.unreachable, retry: true };
  if (code === 'SIASN_TIMEOUT') return { status: 'warning', icon: <DisconnectOutlined />, title: t.states.slow, retry: true };
  return { status: 'warning', icon: <ExclamationCircleOutlined />, title: t.states.failed, retry: true };
}

interface Props {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  /** One line and a button (a side panel) instead of a whole-area outcome. */
  compact?: boolean;
}

/**
 * Why a SIASN read shows nothing, in the API's own words (locales/id/errors.ts): no NIP or an
 * unknown one, a malformed NIP, or SIASN down or slow, which offers to try again.
 */
export function SiasnProblem({ error, onRetry, retrying = false, compact = false }: Props) {
  const look = lookOf(codeOf(error));
  const message = apiErrorMessage(error, t.states.failedHint);
  const retry = look.retry && (
    <Button icon={<ReloadOutlined aria-hidden />} loading={retrying} onClick={onRetry}>
      {t.retry}
    </Button>
  );
  if (compact) {
    return (
      <Flex vertical gap={8} align="flex-start" data-testid="siasn-problem">
        <Notice type={look.retry ? 'error' : 'info'}>
          <strong>{look.title}</strong>. {message}
        </Notice>
        {retry}
      </Flex>
    );
  }
  return (
    <div data-testid="siasn-problem">
      <ResultState status={look.status} icon={look.icon} title={look.title} subTitle={message} extra={retry} />
    </div>
  );
}
