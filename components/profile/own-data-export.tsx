import { DownloadOutlined, LoadingOutlined } from '@ant-design/icons';
import { dataExportText } from '@/locales/id/data-export';
import { useOwnDataExport, useRequestOwnDataExport } from '@/hooks/privacy/use-own-data-export';
import { Button, ButtonLink } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';
import { Panel } from '@/components/ui/panel';
import { Paragraph } from '@/components/ui/text';
import { useNotify } from '@/components/ui/use-notify';
import { formatDateTimeLong } from '@/utils/format/date';
import type { DataExportView } from '@/utils/schemas/data-export';

const t = dataExportText.card;
const DOWNLOADED_CHECK_MS = 1500;

function State({ view, onDownload }: { view: DataExportView; onDownload: () => void }) {
  switch (view.status) {
    case 'pending':
      return <Notice type="info" icon={<LoadingOutlined aria-hidden />}>{t.pending}</Notice>;
    case 'ready':
      return (
        <Flex vertical gap={8} align="flex-start">
          <Notice type="info">{t.ready(formatDateTimeLong(view.expires_at))}</Notice>
          {/* A plain link: the browser saves the zip; the API answers it once. */}
          <ButtonLink type="primary" icon={<DownloadOutlined aria-hidden />} href={`/helpdesk/api${view.download_path}`} download onClick={onDownload}>
            {t.download}
          </ButtonLink>
        </Flex>
      );
    case 'downloaded':
      return <Notice type="info">{t.downloaded(formatDateTimeLong(view.downloaded_at))}</Notice>;
    case 'expired':
      return <Notice type="warning">{t.expired}</Notice>;
    case 'failed':
      return <Notice type="error">{t.failed}</Notice>;
  }
}

/** "Unduh data saya" on the profile (docs/privacy.md): ask for a copy, watch it being built, download it once. */
export function OwnDataExport() {
  const { data: view, isLoading, refetch } = useOwnDataExport();
  const request = useRequestOwnDataExport();
  const notify = useNotify();
  const building = view?.status === 'pending';
  const ask = () => void notify.track(request.mutateAsync(), t.requested);
  return (
    <Panel title={t.title} id="unduh-data" loading={isLoading}>
      <Flex vertical gap={12} align="flex-start">
        <Paragraph style={{ margin: 0 }}>{t.intro}</Paragraph>
        {/* Once the browser has the file, the card says it was downloaded. */}
        {view && <State view={view} onDownload={() => window.setTimeout(() => void refetch(), DOWNLOADED_CHECK_MS)} />}
        {!building && (
          <Button onClick={ask} loading={request.isPending} type={view?.status === 'ready' ? 'default' : 'primary'}>
            {view ? t.again : t.request}
          </Button>
        )}
      </Flex>
    </Panel>
  );
}
