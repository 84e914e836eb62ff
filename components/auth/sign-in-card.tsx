import { useState } from 'react';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import { signIn as startSignIn } from 'next-auth/react';
import { signIn, ui } from '@/locales/id';
import type { SignInPageProps } from '@/utils/schemas/sign-in';
import { ownText } from '@/utils/own-text';

export function SignInCard({ providers, callbackUrl, error }: SignInPageProps) {
  const [pending, setPending] = useState<string | null>(null);
  return (
    <Card style={{ width: 420, maxWidth: '92vw' }}>
      <Flex vertical align="center" gap={12}>
        {/* eslint-disable-next-line @next/next/no-img-element -- tiny static SVG */}
        <img src="/helpdesk/logo.svg" alt={ui.agency} width={80} height={80} />
        <Typography.Title level={3} style={{ margin: 0 }}>
          {signIn.title}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {signIn.subtitle}
        </Typography.Text>
        {error && (
          <Alert type={error === 'SessionEnded' ? 'info' : 'warning'} showIcon style={{ width: '100%' }} title={ownText(signIn.errors, error, signIn.errors.Default)} data-testid="signin-error" />
        )}
        {providers.length === 0 && <Alert type="error" showIcon style={{ width: '100%' }} title={signIn.noProviders} />}
        <Flex vertical gap={8} style={{ width: '100%' }} data-testid="provider-list">
          {providers.map((p) => (
            <Button
              key={p.id}
              size="large"
              block
              type={p.id === 'simaster' ? 'primary' : 'default'}
              icon={<LoginOutlined aria-hidden />}
              loading={pending === p.id}
              onClick={() => {
                setPending(p.id);
                void startSignIn(p.id, { callbackUrl });
              }}
            >
              {signIn.withProvider(p.name)}
            </Button>
          ))}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {ui.agency}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
