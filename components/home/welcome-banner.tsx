import { QuestionCircleOutlined } from '@ant-design/icons';
import { useRouter } from 'next/router';
import { useSession } from 'next-auth/react';
import { shellText } from '@/locales/id/shell';
import { home } from '@/locales/id/ui';
import { ButtonLink } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Paragraph, Text, Title } from '@/components/ui/text';

/** Greeting and the page's one call to action: ask a question (a new ticket). */
export function WelcomeBanner() {
  const { data } = useSession();
  const router = useRouter();
  const name = data?.user?.name ?? data?.user?.username ?? '';
  return (
    <Panel style={{ background: 'var(--area-accent-soft)', borderColor: 'var(--area-accent)' }}>
      <Title level={3} style={{ marginTop: 0 }}>
        {home.greeting(name)}
      </Title>
      <Paragraph>{home.intro}</Paragraph>
      <Flex gap={12} align="center" wrap>
        {/* A real link drawn as the primary button, navigated client-side like next/link. */}
        <ButtonLink
          type="primary"
          size="large"
          icon={<QuestionCircleOutlined aria-hidden />}
          href={`${router.basePath}/tickets/create`}
          data-testid="ask-question"
          onClick={(e) => {
            e.preventDefault();
            void router.push('/tickets/create');
          }}
        >
          {shellText.askQuestion}
        </ButtonLink>
        <Text secondary>{shellText.askHint}</Text>
      </Flex>
    </Panel>
  );
}
