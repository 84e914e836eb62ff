import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { Paragraph, Text } from '@/components/ui/text';
import { useConnectionCheck } from '@/hooks/connections/use-connection-check';
import { connectionsText as t } from '@/locales/id/connections';
import { formatDateTimeLong } from '@/utils/format/date';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import { ConnectionLineList } from './connection-line-list';

/** Koneksi Layanan: runs the read-only connection check on demand and shows a line per service. */
export function ConnectionCheckView() {
  const check = useConnectionCheck();
  const report = check.data;
  const failed = report?.lines.filter((line) => line.status === 'failed').length ?? 0;
  return (
    <Flex vertical gap={token.marginXS * 2}>
      <Paragraph>{t.intro}</Paragraph>
      <div>
        <Button type="primary" icon={<ReloadOutlined />} loading={check.isFetching} onClick={() => void check.refetch()}>
          {t.run}
        </Button>
      </div>
      {check.isError && !check.isFetching && <Notice type="error">{t.failed}</Notice>}
      <Panel>
        {check.isFetching ? (
          <Flex align="center" gap={token.marginXS} style={{ minHeight: 80 }}>
            <Spinner label={t.running} />
            <Text secondary>{t.running}</Text>
          </Flex>
        ) : report ? (
          <Flex vertical gap={token.paddingSM}>
            <Notice type={failed ? 'error' : 'info'} icon={failed ? undefined : <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} />}>
              <div>{failed ? t.someFailed(failed) : t.allOk}</div>
              <Text secondary>{t.checkedAt(formatDateTimeLong(report.checkedAt))}</Text>
            </Notice>
            <ConnectionLineList lines={report.lines} />
          </Flex>
        ) : (
          <EmptyState description={t.notRun} />
        )}
      </Panel>
    </Flex>
  );
}
