import { Panel } from '@/components/ui/panel';
import { useNotify } from '@/components/ui/use-notify';
import { usePostMutations } from '@/hooks/feed/use-post-mutations';
import { feedText } from '@/locales/id/feed';
import { FeedEditor } from './feed-editor';

/** "Tulis postingan": markdown with a preview; a new post shows at the top of Terbaru. */
export function PostComposer() {
  const notify = useNotify();
  const { create } = usePostMutations();
  const t = feedText.composer;
  return (
    <Panel size="small" title={t.label}>
      <FeedEditor label={t.label} placeholder={t.placeholder} submitText={t.send} pending={create.isPending} onSubmit={(content) => notify.track(create.mutateAsync(content), t.sent)} />
    </Panel>
  );
}
