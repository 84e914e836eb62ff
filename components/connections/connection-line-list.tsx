import { CheckCircleFilled, CloseCircleFilled, MinusCircleFilled } from '@ant-design/icons';
import { Flex } from '@/components/ui/flex';
import { Tag } from '@/components/ui/tag';
import { Text } from '@/components/ui/text';
import { connectionsText as t, reasonText } from '@/locales/id/connections';
import type { ConnectionLine } from '@/utils/schemas/connections';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';

const LOOK = {
  ok: { color: 'success', Icon: CheckCircleFilled },
  failed: { color: 'error', Icon: CloseCircleFilled },
  'not-configured': { color: 'default', Icon: MinusCircleFilled },
} as const;

const ROW = { padding: `${token.paddingSM}px 0`, borderBottom: `${token.lineWidth}px solid ${token.colorSplit}` };

/** One row per service: its status (green, red or not configured), latency and the reason when not green. */
export function ConnectionLineList({ lines }: { lines: ConnectionLine[] }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {lines.map((line) => {
        const { color, Icon } = LOOK[line.status];
        return (
          <li key={line.service} data-service={line.service} style={ROW}>
            <Flex vertical gap={2}>
              <Flex wrap align="center" gap={token.marginXS}>
                <Text strong>{line.label}</Text>
                <Tag color={color} icon={<Icon aria-hidden />}>
                  {t.status[line.status]}
                </Tag>
                {line.latencyMs !== null && <Text secondary>{t.latency(line.latencyMs)}</Text>}
              </Flex>
              {line.reason && (
                <Text secondary={line.status !== 'failed'} style={line.status === 'failed' ? { color: token.colorError } : undefined}>
                  {reasonText(line.reason)}
                </Text>
              )}
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
