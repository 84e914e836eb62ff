import { Flex } from '@/components/ui/flex';
import { ItemList } from '@/components/ui/item-list';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { Stars } from '@/components/ui/stars';
import { Text } from '@/components/ui/text';
import { useClinicRatings } from '@/hooks/coaching/use-clinics';
import { coachingText } from '@/locales/id/coaching';

const t = coachingText.rating;

/** What the consultant (or an admin) sees of the ratings: the average, the count and each comment. */
export function ClinicRatingsPanel({ clinicId }: { clinicId: number }) {
  const { data } = useClinicRatings(clinicId);
  return (
    <Panel title={t.title} data-testid="clinic-ratings">
      {!data && <Skeleton rows={2} />}
      {data && (
        <Flex vertical gap={8}>
          <Text strong>{data.average === null ? t.none : t.summary(data.average, data.count)}</Text>
          <ItemList
            empty={null}
            items={data.data.map((r) => ({
              key: r.user_id,
              title: r.name ?? '-',
              description: (
                <Flex vertical gap={2}>
                  <Stars value={r.stars} label={t.starsLabel(r.stars)} size={16} />
                  {r.comment && <Text>{r.comment}</Text>}
                </Flex>
              ),
            }))}
          />
        </Flex>
      )}
    </Panel>
  );
}
