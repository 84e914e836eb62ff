import { Button, Card, Flex, Typography } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useRouter } from 'next/router';
import { useSession } from 'next-auth/react';
import { home, shellText } from '@/locales/id';

/** Greeting and the page's one call to action: ask a question (a new ticket). */
export function WelcomeBanner() {
  const { data } = useSession();
  const router = useRouter();
  const name = data?.user?.name ?? data?.user?.username ?? '';
  return (
    <Card style={{ background: 'var(--area-accent-soft)', borderColor: 'var(--area-accent)' }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {home.greeting(name)}
      </Typography.Title>
      <Typography.Paragraph>{home.intro}</Typography.Paragraph>
      <Flex gap={12} align="center" wrap>
        {/* A real link (antd renders <a> for href), navigated client-side like next/link. */}
        <Button
          type="primary"
          size="large"
          href={`${router.basePath}/tickets/create`}
          icon={<QuestionCircleOutlined aria-hidden />}
          data-testid="ask-question"
          onClick={(e) => {
            e.preventDefault();
            void router.push('/tickets/create');
          }}
        >
          {shellText.askQuestion}
        </Button>
        <Typography.Text type="secondary">{shellText.askHint}</Typography.Text>
      </Flex>
    </Card>
  );
}
