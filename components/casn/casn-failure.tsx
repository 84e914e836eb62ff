import Link from 'next/link';
import { FileSearchOutlined, WarningOutlined } from '@ant-design/icons';
import { casnText as t } from '@/locales/id/casn';
import { isApiError } from '@/services/api';
import { Button } from '@/components/ui/button';
import { ResultState } from '@/components/ui/result-state';

/**
 * Why a CASN page has nothing to show: a publication the vendor does not have (404), or the
 * vendor unreachable (the API's Indonesian message, 502 CASN_ERROR / 504 CASN_TIMEOUT) with a retry.
 */
export function CasnFailure({ error, onRetry, notFound = false }: { error: unknown; onRetry: () => void; notFound?: boolean }) {
  if (notFound || (isApiError(error) && error.response?.status === 404)) {
    return <ResultState status="404" icon={<FileSearchOutlined />} title={t.notFound} subTitle={t.notFoundHint} extra={<Link href="/web/publikasi-casn">{t.back}</Link>} />;
  }
  const message = isApiError(error) ? error.response?.data?.message : undefined;
  return <ResultState status="warning" icon={<WarningOutlined />} title={t.loadFailed} subTitle={message} extra={<Button onClick={onRetry}>{t.retry}</Button>} />;
}
