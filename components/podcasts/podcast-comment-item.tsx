import { useState } from 'react';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useCommentMutations } from '@/hooks/podcasts/use-podcast-community';
import { podcastsText } from '@/locales/id/podcasts';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { RelativeTime } from '@/components/ui/relative-time';
import { ServerHtml } from '@/components/ui/server-html';
import { Text } from '@/components/ui/text';
import { useConfirm } from '@/components/ui/use-confirm';
import { useNotify } from '@/components/ui/use-notify';
import { UserName } from '@/components/ui/user-name';
import type { PodcastCommentView } from '@/utils/schemas/podcasts';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import { CommentBox } from './podcast-comment-box';

const t = podcastsText.comments;

/** One comment; its author (can_edit, decided by the API) gets Ubah and Hapus. */
export function PodcastCommentItem({ podcastId, comment }: { podcastId: number; comment: PodcastCommentView }) {
  const [editing, setEditing] = useState(false);
  const { update, remove } = useCommentMutations(podcastId);
  const notify = useNotify();
  const confirm = useConfirm();
  const save = async (content: string) => {
    if (await notify.track(update.mutateAsync({ commentId: comment.id, content }), t.updated)) setEditing(false);
  };
  const askRemove = () =>
    confirm({
      title: t.confirmRemove,
      okText: t.remove,
      cancelText: t.cancel,
      okButtonProps: { danger: true },
      onOk: () => notify.track(remove.mutateAsync(comment.id), t.removed),
    });
  return (
    <li data-testid="podcast-comment" style={{ listStyle: 'none', padding: '12px 0', borderBottom: `1px solid ${token.colorSplit}` }}>
      <Flex gap={8} align="center" wrap>
        <UserName user={comment.user} strong />
        <RelativeTime value={comment.created_at} />
        {comment.updated_at !== comment.created_at && <Text secondary>{t.edited}</Text>}
        {comment.can_edit && !editing && (
          <Flex gap={4} style={{ marginInlineStart: 'auto' }}>
            <Button size="small" type="text" icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
              {t.edit}
            </Button>
            <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />} onClick={askRemove}>
              {t.remove}
            </Button>
          </Flex>
        )}
      </Flex>
      {editing ? (
        <CommentBox label={t.editLabel} initial={comment.content_markdown} submitText={t.save} pending={update.isPending} onSubmit={save} onCancel={() => setEditing(false)} />
      ) : (
        <ServerHtml html={comment.content_html} style={{ marginTop: 4 }} />
      )}
    </li>
  );
}
