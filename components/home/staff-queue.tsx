import { homeQueueText } from '@/locales/id/home-queue';
import { useTicketQueue } from '@/hooks/tickets/use-ticket-queue';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { Title } from '@/components/ui/text';
import { withQuery } from '@/utils/query';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import type { TicketQueue } from '@/utils/schemas/tickets';
import { HOME_GRID, HomeLinkCard } from './home-link-card';

const q = homeQueueText.queue;

function QueueCard({ bucket }: { bucket: TicketQueue['buckets'][number] }) {
  const text = q.buckets[bucket.key];
  const late = bucket.key === 'overdue' && bucket.total > 0;
  const hint = bucket.filters.sub_category ? q.unassignedMine : text.hint;
  return (
    <HomeLinkCard
      href={withQuery('/tickets', bucket.filters)}
      title={text.title}
      hint={hint}
      figure={bucket.total}
      accent={late ? token.colorError : undefined}
      data-testid={`queue-${bucket.key}`}
    />
  );
}

/**
 * The staff home (issue 31): the queue's counts, late tickets first, each card opening the ticket
 * list with the filters it counted (GET /tickets/queue).
 */
export function StaffQueue() {
  const { data, isLoading, isError } = useTicketQueue();
  return (
    <section aria-labelledby="staff-queue-title" data-testid="home-start">
      <Title level={4} id="staff-queue-title" style={{ marginTop: 0 }}>
        {q.title}
      </Title>
      {isLoading ? (
        <Skeleton rows={2} />
      ) : isError || !data ? (
        <Notice type="error">{q.loadError}</Notice>
      ) : (
        <ul style={HOME_GRID} data-testid="staff-queue">
          {data.buckets.map((bucket) => (
            <li key={bucket.key}>
              <QueueCard bucket={bucket} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
