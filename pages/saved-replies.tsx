import { AppLayout } from '@/components/layout/app-layout';
import { SavedReplyManager } from '@/components/saved-replies/saved-reply-manager';
import { savedRepliesText } from '@/locales/id/saved-replies';
import type { GuardedPage } from '@/utils/page-auth';

const SavedRepliesPage: GuardedPage = () => (
  <AppLayout title={savedRepliesText.title}>
    <SavedReplyManager />
  </AppLayout>
);

SavedRepliesPage.auth = { permission: 'use-saved-replies' };

export default SavedRepliesPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
