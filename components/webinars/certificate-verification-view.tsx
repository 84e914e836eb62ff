import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { FactList } from '@/components/ui/fact-list';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { ResultState } from '@/components/ui/result-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';
import { useCertificateVerification } from '@/hooks/webinars/use-certificate-verification';
import { webinarsText } from '@/locales/id/webinars';
import { formatDate } from '@/utils/format';

const t = webinarsText.verify;

/** What the QR code of a certificate opens: Valid with its facts, or Tidak ditemukan. */
export function CertificateVerificationView({ token }: { token: string | undefined }) {
  const { data, isPending, isError } = useCertificateVerification(token);
  if (isError) return <ResultState status="warning" icon={<CloseCircleFilled />} title={t.notFound} subTitle={t.notFoundText} />;
  if (isPending || !data) return <Skeleton rows={5} />;
  return (
    <Panel
      data-testid="certificate-verification"
      title={
        <Flex gap={8} align="center">
          {t.title}
          <Tag color="success" icon={<CheckCircleFilled aria-hidden />}>{t.valid}</Tag>
        </Flex>
      }
    >
      <FactList
        items={[
          { key: 'number', label: t.number, value: data.number },
          { key: 'name', label: t.name, value: data.name },
          { key: 'webinar', label: t.webinar, value: data.webinar },
          { key: 'hours', label: t.hours, value: webinarsText.hours(data.hours) },
          { key: 'date', label: t.date, value: formatDate(data.date) },
        ]}
      />
    </Panel>
  );
}
