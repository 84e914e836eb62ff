import Link from 'next/link';
import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { casnText as t } from '@/locales/id/casn';
import { useCasnPublication } from '@/hooks/casn/use-casn';
import { ButtonLink } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { ServerHtml } from '@/components/ui/server-html';
import { Skeleton } from '@/components/ui/skeleton';
import { Text, Title } from '@/components/ui/text';
import { formatDate } from '@/utils/format';
import { formatFileSize } from '@/utils/format/file-size';
import { CasnFailure } from './casn-failure';

/** /web/publikasi-casn/{id}: the announcement (HTML sanitized by the server) and its attachment. */
export function PublicationView({ id }: { id: number | null | undefined }) {
  const { data, isLoading, isError, error, refetch } = useCasnPublication(id ?? null);
  if (id === undefined || (isLoading && id !== null)) return <Skeleton rows={8} />;
  if (id === null || isError || !data) return <CasnFailure error={error} notFound={id === null} onRetry={() => void refetch()} />;
  return (
    <Flex vertical gap={16} data-testid="casn-publication">
      <Link href="/web/publikasi-casn">← {t.back}</Link>
      <Panel>
        <Text secondary>{t.published(formatDate(data.tanggal))}</Text>
        <Title level={1} style={{ margin: '4px 0 16px', fontSize: 28 }}>
          {data.judul}
        </Title>
        <ServerHtml html={data.isi_html} testId="casn-content" />
      </Panel>
      {data.lampiran && (
        <Panel title={t.attachment}>
          <Flex gap={12} align="center" wrap>
            <PaperClipOutlined aria-hidden />
            <Text style={{ overflowWrap: 'anywhere' }}>{data.lampiran.nama}</Text>
            <Text secondary>{formatFileSize(data.lampiran.ukuran)}</Text>
            {/* A long file name wraps inside the button instead of pushing a phone's page sideways. */}
            <ButtonLink
              href={data.lampiran.url}
              download={data.lampiran.nama}
              icon={<DownloadOutlined aria-hidden />}
              type="primary"
              style={{ maxWidth: '100%', height: 'auto', minHeight: 32, padding: '6px 15px', whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.4 }}
            >
              {t.download(data.lampiran.nama)}
            </ButtonLink>
          </Flex>
        </Panel>
      )}
    </Flex>
  );
}
