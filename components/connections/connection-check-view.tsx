import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Space, Spin, Typography } from 'antd';
import { useConnectionCheck } from '@/hooks/connections/use-connection-check';
import { connectionsText as t } from '@/locales/id/connections';
import { formatDateTimeLong } from '@/utils/format/date';
import { ConnectionLineList } from './connection-line-list';

/** Koneksi Layanan: runs the read-only connection check on demand and shows a line per service. */
export function ConnectionCheckView() {
  const check = useConnectionCheck();
  const report = check.data;
  const failed = report?.lines.filter((line) => line.status === 'failed').length ?? 0;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph>{t.intro}</Typography.Paragraph>
      <Button type="primary" icon={<ReloadOutlined />} loading={check.isFetching} onClick={() => void check.refetch()}>
        {t.run}
      </Button>
      {check.isError && !check.isFetching && <Alert type="error" showIcon title={t.failed} />}
      <Card>
        {check.isFetching ? (
          <Spin tip={t.running}>
            <div style={{ minHeight: 80 }} />
          </Spin>
        ) : report ? (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Alert type={failed ? 'error' : 'success'} showIcon title={failed ? t.someFailed(failed) : t.allOk} description={t.checkedAt(formatDateTimeLong(report.checkedAt))} />
            <ConnectionLineList lines={report.lines} />
          </Space>
        ) : (
          <Empty description={t.notRun} />
        )}
      </Card>
    </Space>
  );
}
