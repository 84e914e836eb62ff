import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import Link from 'next/link';
import { notificationPreferencesText } from '@/locales/id/notification-preferences';
import { useConfirmUnsubscribe, useUnsubscribeLink } from '@/hooks/notifications/use-unsubscribe';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';
import { Panel } from '@/components/ui/panel';
import { ResultState } from '@/components/ui/result-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Paragraph } from '@/components/ui/text';
import { DIGEST_KIND } from '@/utils/rules/notification-channel';

const t = notificationPreferencesText.unsubscribe;
const preferencesLink = <Link href="/profile/notifikasi">{t.preferences}</Link>;

/**
 * What a mail's "Berhenti menerima" link opens, without signing in: what it stops and a button
 * that does it (a GET changes nothing: mail scanners open links).
 */
export function UnsubscribeView({ token }: { token: string | undefined }) {
  const link = useUnsubscribeLink(token);
  const confirm = useConfirmUnsubscribe(token ?? '');
  if (link.isError) return <ResultState status="warning" icon={<CloseCircleFilled />} title={t.invalid} extra={preferencesLink} />;
  if (!link.data) return <Skeleton rows={3} />;
  const label = link.data.kind === DIGEST_KIND ? t.digestLabel : notificationPreferencesText.kinds[link.data.kind].label;
  if (link.data.unsubscribed) {
    return <ResultState status="404" icon={<CheckCircleFilled />} title={confirm.isSuccess ? t.done(label) : t.already(label)} extra={preferencesLink} />;
  }
  return (
    <Panel title={t.title} data-testid="unsubscribe">
      <Flex vertical gap={16} align="start">
        <Paragraph style={{ margin: 0 }}>{t.question(label)}</Paragraph>
        {confirm.isError && <Notice type="error">{t.failed}</Notice>}
        <Flex gap={16} align="center" wrap>
          <Button type="primary" loading={confirm.isPending} onClick={() => confirm.mutate()}>
            {t.confirm}
          </Button>
          {preferencesLink}
        </Flex>
      </Flex>
    </Panel>
  );
}
