import { ReloadOutlined } from '@ant-design/icons';
import { siasnLogsText as t } from '@/locales/id/siasn-logs';
import { apiErrorMessage } from '@/services/api';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';

/** A log that could not be loaded: the API's own words and a retry. */
export function LoadFailed({ error, onRetry, title = t.loadFailed }: { error: unknown; onRetry: () => void; title?: string }) {
  return (
    <Flex vertical gap={8} align="flex-start" data-testid="log-load-failed">
      <Notice type="error">
        <strong>{title}</strong>. {apiErrorMessage(error)}
      </Notice>
      <Button icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
        {t.retry}
      </Button>
    </Flex>
  );
}
