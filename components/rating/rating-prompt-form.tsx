import { useState } from 'react';
import { NamedRate } from '@/components/ui/named-rate';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Text, Title } from '@/components/ui/text';
import { TextArea } from '@/components/ui/text-area';
import { LikeOutlined } from '@ant-design/icons';
import { ratingText as t } from '@/locales/id/rating';
import { usePostRating } from '@/hooks/rating/use-rating';
import { useNotify } from '@/components/ui/use-notify';
import { withAntdScope } from '@/components/ui/antd-scope';

/** The prompt's stars, comment and buttons; "Nanti saja" records a dismissal, so it does not come back this period. */
function RatingPromptFormContent() {
  const post = usePostRating();
  const notify = useNotify();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');

  const submit = () => {
    if (stars < 1) return notify.failed(t.starsRequired);
    void notify.track(post.mutateAsync({ stars, comment: comment.trim() || undefined }), t.thanks);
  };
  return (
    <Panel data-testid="rating-prompt" style={{ borderColor: 'var(--area-accent)' }}>
      <Flex vertical gap={12}>
        <Flex gap={12} align="center">
          <LikeOutlined style={{ fontSize: 24, color: 'var(--area-accent)' }} />
          <div>
            <Title level={5} style={{ margin: 0 }}>{t.title}</Title>
            <Text secondary>{t.hint}</Text>
          </div>
        </Flex>
        <NamedRate value={stars} onChange={setStars} aria-label={t.title} style={{ fontSize: 28 }} />
        <TextArea rows={2} maxLength={1000} value={comment} onChange={setComment} placeholder={t.comment} aria-label={t.comment} />
        <Flex gap={8} justify="end">
          <Button disabled={post.isPending} onClick={() => void notify.track(post.mutateAsync({ dismissed: true }))}>{t.later}</Button>
          <Button type="primary" loading={post.isPending} disabled={stars < 1} onClick={submit}>{t.submit}</Button>
        </Flex>
      </Flex>
    </Panel>
  );
}

/** In its own AntdScope: loaded on demand, it draws antd parts the page's start has none of. */
export const RatingPromptForm = withAntdScope(RatingPromptFormContent);
