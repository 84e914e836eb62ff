import { Card, Typography } from 'antd';
import { useSession } from 'next-auth/react';
import { home } from '@/locales/id';

export function WelcomeBanner() {
  const { data } = useSession();
  const name = data?.user?.name ?? data?.user?.username ?? '';
  return (
    <Card style={{ background: 'var(--area-accent-soft)', borderColor: 'var(--area-accent)' }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {home.greeting(name)}
      </Typography.Title>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{home.intro}</Typography.Paragraph>
    </Card>
  );
}
