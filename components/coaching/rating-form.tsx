import { useState } from 'react';
import { withAntdScope } from '@/components/ui/antd-scope';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { FormField } from '@/components/ui/form-field';
import { NamedRate } from '@/components/ui/named-rate';
import { TextArea } from '@/components/ui/text-area';
import { useNotify } from '@/components/ui/use-notify';
import { useClinicMutations } from '@/hooks/coaching/use-clinic-mutations';
import { coachingText } from '@/locales/id/coaching';

const t = coachingText.rating;

/** An accepted participant's one rating after the end: 1-5 stars and a comment. */
function RatingFormContent({ clinicId }: { clinicId: number }) {
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const { rate } = useClinicMutations();
  const notify = useNotify();
  const ready = stars > 0 && comment.trim() !== '';
  return (
    <Flex vertical gap={8} data-testid="clinic-rating-form">
      <div role="group" aria-label={t.stars}>
        <NamedRate value={stars} onChange={setStars} />
      </div>
      <FormField htmlFor="clinic-rating-comment" label={t.comment} required>
        <TextArea id="clinic-rating-comment" value={comment} onChange={setComment} rows={3} maxLength={2000} />
      </FormField>
      <div>
        <Button type="primary" disabled={!ready} loading={rate.isPending} onClick={() => void notify.track(rate.mutateAsync({ id: clinicId, body: { stars, comment: comment.trim() } }), t.sent)}>
          {t.submit}
        </Button>
      </div>
    </Flex>
  );
}

export const RatingForm = withAntdScope(RatingFormContent);
