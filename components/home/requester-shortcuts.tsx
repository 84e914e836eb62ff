import { ContactsOutlined, ProfileOutlined } from '@ant-design/icons';
import { homeQueueText } from '@/locales/id/home-queue';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { OWN_RECORD_ENTRY, offered } from '@/components/layout/menu-entries';
import { Title } from '@/components/ui/text';
import { withQuery } from '@/utils/query';
import { HOME_GRID, HomeLinkCard } from './home-link-card';

const r = homeQueueText.requester;

/** A requester's way on from Beranda (issue 31): their own questions, and their record when they have one. */
export function RequesterShortcuts() {
  const user = useCurrentUser();
  return (
    <section aria-labelledby="requester-start-title" data-testid="home-start">
      <Title level={4} id="requester-start-title" style={{ marginTop: 0 }}>
        {r.title}
      </Title>
      <ul style={HOME_GRID}>
        <li>
          <HomeLinkCard href={withQuery('/tickets', { scope: 'mine' })} title={r.myTickets.title} hint={r.myTickets.hint} figure={<ProfileOutlined aria-hidden />} data-testid="home-my-tickets" />
        </li>
        {user && offered(user, OWN_RECORD_ENTRY) && (
          <li>
            <HomeLinkCard href={OWN_RECORD_ENTRY.href} title={r.record.title} hint={r.record.hint} figure={<ContactsOutlined aria-hidden />} data-testid="home-record" />
          </li>
        )}
      </ul>
    </section>
  );
}
