import Link from 'next/link';
import { useRouter } from 'next/router';
import { ArrowLeftOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Flex } from '@/components/ui/flex';
import { ResultState } from '@/components/ui/result-state';
import { Spinner } from '@/components/ui/spinner';
import { usePost } from '@/hooks/feed/use-posts';
import { feedText } from '@/locales/id/feed';
import { ui } from '@/locales/id/ui';
import { CommentThread } from './comment-thread';
import { PostCard } from './post-card';

/** /feed/{id}: the post with its thread; a removed or unknown post is a 404 state. */
export function PostDetail({ id }: { id: number | null }) {
  const router = useRouter();
  const { data, isLoading, isError } = usePost(id);
  const back = (
    <Link href="/feed">
      <ArrowLeftOutlined aria-hidden /> {feedText.back}
    </Link>
  );
  if (id !== null && isLoading) return <Spinner label={ui.loading} style={{ display: 'block', margin: '24px auto' }} />;
  if (id === null || isError || !data) return <ResultState status="404" icon={<QuestionCircleOutlined />} title={feedText.notFound} extra={back} />;
  return (
    <Flex vertical gap={16}>
      {back}
      <PostCard post={data} standalone onRemoved={() => void router.push('/feed')} />
      <CommentThread postId={id} />
    </Flex>
  );
}
