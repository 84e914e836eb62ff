import { useState } from 'react';
import { useVoteMutations } from '@/hooks/podcasts/use-podcast-community';
import { podcastsText } from '@/locales/id/podcasts';
import { withAntdScope } from '@/components/ui/antd-scope';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { NamedRate } from '@/components/ui/named-rate';
import { Text } from '@/components/ui/text';
import { TextArea } from '@/components/ui/text-area';
import { useNotify } from '@/components/ui/use-notify';
import { PODCAST_LIMITS, type PodcastMyVote } from '@/utils/schemas/podcasts';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';

const t = podcastsText.rating;

/** One's own 1-5 stars and optional comment: cast, change or withdraw (one vote per person). */
function PodcastVoteForm({ podcastId, mine }: { podcastId: number; mine: PodcastMyVote | null }) {
  const [stars, setStars] = useState(mine?.stars ?? 0);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const { vote, withdraw } = useVoteMutations(podcastId);
  const notify = useNotify();
  const submit = () => {
    if (!stars) return setProblem(t.starsRequired);
    setProblem(null);
    void notify.track(vote.mutateAsync({ stars, comment: comment.trim() || null }), t.saved);
  };
  const takeBack = async () => {
    if (await notify.track(withdraw.mutateAsync(), t.withdrawn)) {
      setStars(0);
      setComment('');
    }
  };
  return (
    <Flex vertical gap={8} data-testid="podcast-vote-form">
      <Text strong>{t.yours}</Text>
      <NamedRate value={stars} onChange={setStars} aria-label={t.yours} />
      {problem && (
        <Text role="alert" style={{ color: token.colorError }}>
          {problem}
        </Text>
      )}
      <TextArea aria-label={t.comment} placeholder={t.comment} rows={2} maxLength={PODCAST_LIMITS.voteComment} value={comment} onChange={setComment} />
      <Flex gap={8} wrap>
        <Button type="primary" loading={vote.isPending} onClick={submit}>
          {mine ? t.change : t.submit}
        </Button>
        {mine && (
          <Button danger loading={withdraw.isPending} onClick={() => void takeBack()}>
            {t.withdraw}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

export default withAntdScope(PodcastVoteForm);
