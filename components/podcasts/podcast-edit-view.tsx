import dynamic from 'next/dynamic';
import Link from 'next/link';
import { FileSearchOutlined } from '@ant-design/icons';
import { usePodcastAdmin } from '@/hooks/podcasts/use-podcasts';
import { podcastsText } from '@/locales/id/podcasts';
import { Flex } from '@/components/ui/flex';
import { ResultState } from '@/components/ui/result-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';
import { Title } from '@/components/ui/text';

// antd's Form, Upload and Progress load after the page.
const PodcastEditor = dynamic(() => import('./podcast-editor'), { ssr: false, loading: () => <Skeleton rows={10} /> });
const t = podcastsText;

/** /podcasts/kelola/{id}: an episode's heading, links and its editor. */
export function PodcastEditView({ id }: { id: number | null | undefined }) {
  const { data: podcast, isLoading, isError } = usePodcastAdmin(id ?? null);
  if (isLoading || id === undefined) return <Skeleton rows={8} />;
  if (isError || !podcast) return <ResultState status="404" icon={<FileSearchOutlined />} title={t.notFound} extra={<Link href="/podcasts/kelola">{t.form.back}</Link>} />;
  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap>
        <Link href="/podcasts/kelola">← {t.form.back}</Link>
        <Link href={`/podcasts/${podcast.id}`}>{t.form.preview}</Link>
      </Flex>
      <Flex gap={8} align="center" wrap>
        <Title level={1} style={{ margin: 0 }}>
          {t.episode(podcast.episode)}: {podcast.title}
        </Title>
        <Tag color={podcast.status === 'published' ? 'success' : 'default'}>{t.admin.status[podcast.status]}</Tag>
      </Flex>
      {/* One form per episode; an upload's fresh data does not reset what is being typed. */}
      <PodcastEditor key={podcast.id} podcast={podcast} />
    </Flex>
  );
}
