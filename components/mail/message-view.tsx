import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined, RollbackOutlined } from '@ant-design/icons';
import Link from 'next/link';
import { mailText } from '@/locales/id';
import { useMessage } from '@/hooks/mail/use-mail';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { ServerHtml } from '@/components/ui/server-html';
import { formatDateTimeLong } from '@/utils/format';
import type { UserSummary } from '@/utils/schemas/common';
import { ComposeModal, type ComposeDraft } from './compose-modal';

const who = (u: UserSummary) => (
  <Link href={`/profile/${u.id}`}>{u.name ?? u.username}</Link>
);

/** One message (the receiver opening it marks it read) with a reply to the other person. */
export function MessageView({ id }: { id: number }) {
  const me = useCurrentUser();
  const { data: m, isLoading, isError } = useMessage(id, me?.id);
  const [draft, setDraft] = useState<ComposeDraft | null>(null);
  if (isLoading) return <Skeleton active />;
  if (isError || !m) return <Result status="404" title={mailText.notFound} extra={<Link href="/mail">{mailText.back}</Link>} />;
  const other = m.sender.id === me?.id ? m.receiver : m.sender;
  return (
    <Card
      title={<Typography.Text strong data-testid="mail-subject">{m.subject}</Typography.Text>}
      extra={
        <Flex gap={8}>
          <Link href="/mail"><Button icon={<ArrowLeftOutlined />}>{mailText.back}</Button></Link>
          <Button type="primary" icon={<RollbackOutlined />} onClick={() => setDraft({ to: other, subject: mailText.replySubject(m.subject) })}>
            {mailText.reply}
          </Button>
        </Flex>
      }
    >
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={mailText.from}>{who(m.sender)}</Descriptions.Item>
        <Descriptions.Item label={mailText.to}>{who(m.receiver)}</Descriptions.Item>
        <Descriptions.Item label={mailText.date}>{formatDateTimeLong(m.created_at)}</Descriptions.Item>
        <Descriptions.Item label={mailText.read}>{m.read_at ? formatDateTimeLong(m.read_at) : mailText.notRead}</Descriptions.Item>
      </Descriptions>
      <ServerHtml html={m.content_html} testId="mail-content" />
      <ComposeModal draft={draft} onClose={() => setDraft(null)} />
    </Card>
  );
}
