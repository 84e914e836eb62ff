import { Flex } from 'antd';
import { AppLayout } from '@/components/layout/app-layout';
import { WelcomeBanner } from '@/components/home/welcome-banner';
import { AccountCard } from '@/components/home/account-card';
import { home } from '@/locales/id';
import type { GuardedPage } from '@/utils/page-auth';

const Beranda: GuardedPage = () => (
  <AppLayout title={home.title}>
    <Flex vertical gap={16}>
      <WelcomeBanner />
      <AccountCard />
    </Flex>
  </AppLayout>
);

Beranda.auth = {};

export default Beranda;
