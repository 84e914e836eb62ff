import { CheckCircleFilled, CloseCircleFilled, MinusCircleFilled } from '@ant-design/icons';
import { List, Space, Tag, Typography } from 'antd';
import { connectionsText as t, reasonText } from '@/locales/id/connections';
import type { ConnectionLine } from '@/utils/schemas/connections';

const LOOK = {
  ok: { color: 'success', Icon: CheckCircleFilled },
  failed: { color: 'error', Icon: CloseCircleFilled },
  'not-configured': { color: 'default', Icon: MinusCircleFilled },
} as const;

/** One row per service: its status (green, red or not configured), latency and the reason when not green. */
export function ConnectionLineList({ lines }: { lines: ConnectionLine[] }) {
  return (
    <List
      dataSource={lines}
      rowKey="service"
      renderItem={(line) => {
        const { color, Icon } = LOOK[line.status];
        return (
          <List.Item data-service={line.service}>
            <Space orientation="vertical" size={2}>
              <Space wrap>
                <Typography.Text strong>{line.label}</Typography.Text>
                <Tag color={color} icon={<Icon />}>
                  {t.status[line.status]}
                </Tag>
                {line.latencyMs !== null && <Typography.Text type="secondary">{t.latency(line.latencyMs)}</Typography.Text>}
              </Space>
              {line.reason && <Typography.Text type={line.status === 'failed' ? 'danger' : 'secondary'}>{reasonText(line.reason)}</Typography.Text>}
            </Space>
          </List.Item>
        );
      }}
    />
  );
}
