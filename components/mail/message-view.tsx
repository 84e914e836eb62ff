import { useState } from 'react';
import { ArrowLeftOutlined, FileSearchOutlined, RollbackOutlined } from '@ant-design/icons';
import Link from 'next/link';
import { mailText } from '@/locales/id/mail';
import { useMessage } from '@/hooks/mail/use-mail';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { Button } from '@/components/ui/button';
import { FactList } from '@/components/ui/fact-list';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { ResultState } from '@/components/ui/result-state';
import { ServerHtml } from '@/components/ui/server-html';
import { Skeleton } from '@/components/ui/skeleton';
import { Text } from '@/components/ui/text';
import { displayName } from '@/components/ui/user-name';
import { formatDateTimeLong } from '@/utils/format';
import type { PrivateMessageView } from '@/utils/schemas/knowledge';
import type { UserSummary } from '@/utils/schemas/common';
import { ComposeDialog, type ComposeDraft } from './compose-dialog';

const who = (u: UserSummary) => <Link href={`/profile/${u.id}`}>{displayName(u)}</Link>;

const facts = (m: PrivateMessageView) => [
  { key: 'from', label: mailText.from, value: who(m.sender) },
  { key: 'to', label: mailText.to, value: who(m.receiver) },
  { key: 'date', label: mailText.date, value: formatDateTimeLong(m.created_at) },
  { key: 'read', label: mailText.read, value: m.read_at ? formatDateTimeLong(m.read_at) : mailText.notRead },
];

/** One message (the receiver opening it marks it read) with a reply to the other person. */
export function MessageView({ id }: { id: number }) {
  const me = useCurrentUser();
  const { data: m, isLoading, isError } = useMessage(id, me?.id);
  const [draft, setDraft] = useState<ComposeDraft | null>(null);
  if (isLoading) return <Skeleton />;
  if (isError || !m) return <ResultState status="404" icon={<FileSearchOutlined />} title={mailText.notFound} extra={<Link href="/mail">{mailText.back}</Link>} />;
  const other = m.sender.id === me?.id ? m.receiver : m.sender;
  return (
    <Panel title={<Text strong style={{ overflowWrap: 'anywhere' }} data-testid="mail-subject">{m.subject}</Text>}>
      {/* The buttons sit beside the facts, below them on a phone: in the title bar they squeezed a subject to a word a line. */}
      <Flex justify="space-between" align="start" gap={16} wrap style={{ marginBottom: 16 }}>
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <FactList items={facts(m)} />
        </div>
        <Flex gap={8} wrap>
          {/* A link drawn as a button: a button inside a link would be two controls in one. */}
          <Link href="/mail" className="btn btn-default">
            <ArrowLeftOutlined aria-hidden />
            <span>{mailText.back}</span>
          </Link>
          <Button type="primary" icon={<RollbackOutlined aria-hidden />} onClick={() => setDraft({ to: other, subject: mailText.replySubject(m.subject) })}>
            {mailText.reply}
          </Button>
        </Flex>
      </Flex>
      <ServerHtml html={m.content_html} testId="mail-content" />
      <ComposeDialog draft={draft} onClose={() => setDraft(null)} />
    </Panel>
  );
}
