import Link from 'next/link';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import { notificationPreferencesText } from '@/locales/id/notification-preferences';
import { notificationsText } from '@/locales/id/notifications';
import { ui } from '@/locales/id/ui';
import { useNotifications } from '@/hooks/notifications/use-notifications';
import { usePageParams } from '@/components/ui/use-page-params';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { Pager } from '@/components/ui/data-table/pager';
import { tableVars } from '@/components/ui/data-table/table-vars';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationFeed } from './notification-feed';

const PAGER_TEXTS = { ...notificationsText.pager, total: notificationsText.total };

/** Every notification, paginated through the URL. */
export function NotificationList() {
  const { page, limit, onPageChange } = usePageParams();
  const { data, isLoading } = useNotifications(page, limit);
  return (
    <Panel title={notificationsText.title} extra={
        <Flex gap={8} align="center" wrap>
          <Link href="/profile/notifikasi">{notificationPreferencesText.title}</Link>
          <MarkAllReadButton disabled={!data?.unread} />
        </Flex>
      }>
      {isLoading ? <Spinner label={ui.loading} style={{ display: 'block', margin: '24px auto' }} /> : <NotificationFeed notifications={data?.data ?? []} />}
      {data && data.total > 0 && (
        // The pager is drawn from the data table's token variables, set here as its table would.
        <div style={tableVars(token)}>
          <Pager page={page} limit={limit} total={data.total} onChange={onPageChange} texts={PAGER_TEXTS} />
        </div>
      )}
    </Panel>
  );
}
