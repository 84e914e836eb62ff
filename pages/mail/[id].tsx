import { useRouter } from 'next/router';
import { AppLayout } from '@/components/layout/app-layout';
import { MessageView } from '@/components/mail/message-view';
import { mailText } from '@/locales/id/mail';
import type { GuardedPage } from '@/utils/page-auth';

const MessagePage: GuardedPage = () => {
  const { query, isReady } = useRouter();
  const id = Number(query.id);
  return <AppLayout title={mailText.title}>{isReady && <MessageView key={id} id={id} />}</AppLayout>;
};

MessagePage.auth = {};

export default MessagePage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
