import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { useNotify } from '@/components/ui/use-notify';
import { usePostReactions } from '@/hooks/feed/use-post-mutations';
import { feedText } from '@/locales/id/feed';
import { likeTooltip } from '@/utils/rules/like-tooltip';
import type { PostView } from '@/utils/schemas/feed';

/** Like or unlike; hovering names who liked it (spec section 9: "Anda, Budi dan Sari menyukai postingan ini"). */
export function LikeButton({ post, currentUserId }: { post: PostView; currentUserId: number | null }) {
  const notify = useNotify();
  const { like } = usePostReactions();
  const tooltip = likeTooltip(post.likers, post.likes_count, currentUserId);
  const button = (
    <Button
      type="text"
      size="small"
      aria-pressed={post.liked}
      aria-label={post.liked ? feedText.unlike : feedText.like}
      icon={post.liked ? <HeartFilled style={{ color: '#eb2f96' }} aria-hidden /> : <HeartOutlined aria-hidden />}
      loading={like.isPending}
      onClick={() => void notify.track(like.mutateAsync({ id: post.id, liked: !post.liked }))}
    >
      {feedText.likes(post.likes_count)}
    </Button>
  );
  return tooltip === '' ? button : <Tooltip title={tooltip}>{button}</Tooltip>;
}
