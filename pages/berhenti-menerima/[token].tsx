import { useRouter } from 'next/router';
import { PublicPage } from '@/components/layout/public-page';
import { UnsubscribeView } from '@/components/notifications/unsubscribe-view';
import { notificationPreferencesText } from '@/locales/id/notification-preferences';

/** Public (no `auth`): a mail's "Berhenti menerima" link works without signing in. */
export default function UnsubscribePage() {
  const { query, isReady } = useRouter();
  const token = isReady && typeof query.token === 'string' ? query.token : undefined;
  return (
    <PublicPage title={notificationPreferencesText.unsubscribe.title} maxWidth={640}>
      <UnsubscribeView token={token} />
    </PublicPage>
  );
}
