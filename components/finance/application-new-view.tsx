import { StopOutlined } from '@ant-design/icons';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';
import { ResultState } from '@/components/ui/result-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useApplicant } from '@/hooks/finance/use-loans';
import { financeText } from '@/locales/id/finance';
import { apiErrorMessage, isApiError } from '@/services/api';
import { ApplicationWizard } from './application-wizard';
import { NavButton } from './nav-button';

const t = financeText.wizard;

/** Why an account cannot apply: no NIP at all, or a NIP SIASN does not know. */
function NotAsn({ code }: { code: string }) {
  return (
    <ResultState
      status="403"
      icon={<StopOutlined />}
      title={t.notAsnTitle}
      subTitle={<span data-testid="not-asn">{code === 'NO_NIP' ? t.notAsnNoNip : t.notAsnUnknown}</span>}
      extra={
        <Flex gap={8} wrap justify="center">
          <NavButton href="/layanan-keuangan/simulasi">{financeText.simulate}</NavButton>
          <NavButton href="/layanan-keuangan">{financeText.back}</NavButton>
        </Flex>
      }
    />
  );
}

/** /layanan-keuangan/pengajuan/baru: the wizard for civil servants with a SIASN record, the reason for anyone else. */
export function ApplicationNewView() {
  const applicant = useApplicant();
  if (applicant.isPending) return <Skeleton rows={8} />;
  if (applicant.isError) {
    const { error } = applicant;
    if (isApiError(error) && error.response?.status === 403) return <NotAsn code={error.response.data?.code ?? ''} />;
    return (
      <Flex vertical gap={8} align="flex-start">
        <Notice type="error" data-testid="applicant-error">{`${t.profileFailed}: ${apiErrorMessage(error)}`}</Notice>
        <Button loading={applicant.isFetching} onClick={() => void applicant.refetch()}>
          {financeText.retry}
        </Button>
      </Flex>
    );
  }
  return <ApplicationWizard applicant={applicant.data} />;
}
