import { useState } from 'react';
import { LoginOutlined } from '@ant-design/icons';
import { signIn as startSignIn } from 'next-auth/react';
import { signIn, ui } from '@/locales/id/ui';
import type { SignInPageProps } from '@/utils/schemas/sign-in';
import { ownText } from '@/utils/own-text';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';
import { Panel } from '@/components/ui/panel';
import { Text, Title } from '@/components/ui/text';

/** The first page of every visit: one button per identity provider, and why the last sign-in ended. */
export function SignInCard({ providers, callbackUrl, error }: SignInPageProps) {
  const [pending, setPending] = useState<string | null>(null);
  return (
    <Panel style={{ width: 420, maxWidth: '92vw' }}>
      <Flex vertical align="center" gap={12}>
        {/* eslint-disable-next-line @next/next/no-img-element -- tiny static SVG */}
        <img src="/helpdesk/logo.svg" alt={ui.agency} width={80} height={80} />
        <Title level={3} style={{ margin: 0 }}>
          {signIn.title}
        </Title>
        <Text secondary style={{ textAlign: 'center' }}>
          {signIn.subtitle}
        </Text>
        {error && (
          <div style={{ width: '100%' }}>
            <Notice type={error === 'SessionEnded' ? 'info' : 'warning'} data-testid="signin-error">
              {ownText(signIn.errors, error, signIn.errors.Default)}
            </Notice>
          </div>
        )}
        {providers.length === 0 && (
          <div style={{ width: '100%' }}>
            <Notice type="error">{signIn.noProviders}</Notice>
          </div>
        )}
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
        <Text secondary style={{ fontSize: 12 }}>
          {ui.agency}
        </Text>
      </Flex>
    </Panel>
  );
}
