import { useState } from 'react';
import { Badge, Button, Card, Flex, Grid, Switch, Table, Tabs, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { mailText } from '@/locales/id';
import { useMessages } from '@/hooks/mail/use-mail';
import { formatRelativeOrDate } from '@/utils/format';
import type { PrivateMessageListItem } from '@/utils/schemas/knowledge';
import { EmptyState } from '@/components/ui/empty-state';
import { paginationItemRender } from '@/components/ui/pagination-labels';
import { ComposeModal, type ComposeDraft } from './compose-modal';

type Box = 'inbox' | 'sent';

/** Inbox and sent box (tab in `?box=`), an unread-only switch for the inbox, and compose. */
export function Mailbox() {
  const router = useRouter();
  const box: Box = router.query.box === 'sent' ? 'sent' : 'inbox';
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<ComposeDraft | null>(null);
  // Under `md` the sender/recipient column hides and its name moves under the subject.
  const compact = Grid.useBreakpoint().md === false;
  const { data, isFetching } = useMessages({ box, unread: box === 'inbox' && unreadOnly ? 'true' : undefined, page, limit: 10 });

  const columns: ColumnsType<PrivateMessageListItem> = [
    {
      title: box === 'inbox' ? mailText.from : mailText.to,
      key: 'counterpart',
      width: 220,
      responsive: ['md'],
      render: (_, m) => m.counterpart.name ?? m.counterpart.username,
    },
    {
      title: mailText.subject,
      dataIndex: 'subject',
      render: (subject: string, m) => {
        const unread = box === 'inbox' && m.read_at === null;
        return (
          <Flex gap={8} align="center">
            {/* A span may not carry aria-label without a role (axe: aria-prohibited-attr). */}
            {unread && (
              <span role="img" aria-label={mailText.notRead}>
                <Badge status="processing" />
              </span>
            )}
            <Flex vertical>
              <Link href={`/mail/${m.id}`} style={{ fontWeight: unread ? 600 : undefined }}>
                {subject}
              </Link>
              {compact && <Typography.Text type="secondary">{m.counterpart.name ?? m.counterpart.username}</Typography.Text>}
            </Flex>
          </Flex>
        );
      },
    },
    { title: mailText.date, dataIndex: 'created_at', width: 180, responsive: ['sm'], render: (v: string) => formatRelativeOrDate(v) },
  ];

  // The unread switch sits above the table, not in the tab bar: antd puts tabBarExtraContent inside
  // the role=tablist element, where only tabs may be (axe: aria-required-children).
  const unreadSwitch = box === 'inbox' && (
    <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
      <Switch size="small" checked={unreadOnly} onChange={(v) => { setUnreadOnly(v); setPage(1); }} aria-label={mailText.unreadOnly} />
      <span aria-hidden>{mailText.unreadOnly}</span>
    </Flex>
  );
  const table = (
    <Table<PrivateMessageListItem>
      rowKey="id"
      data-testid={`mail-table-${box}`}
      columns={columns}
      dataSource={data?.data}
      loading={isFetching}
      locale={{ emptyText: <EmptyState description={mailText.empty} /> }}
      pagination={{ itemRender: paginationItemRender, current: page, pageSize: 10, total: data?.total, onChange: setPage, hideOnSinglePage: true, showTotal: mailText.total }}
    />
  );
  const changeBox = (key: string) => {
    setPage(1);
    void router.replace({ pathname: router.pathname, query: key === 'sent' ? { box: 'sent' } : {} }, undefined, { shallow: true });
  };
  return (
    <Card
      title={mailText.title}
      extra={
        <Button type="primary" icon={<EditOutlined />} onClick={() => setDraft({})}>
          {mailText.compose}
        </Button>
      }
    >
      <Tabs
        activeKey={box}
        onChange={changeBox}
        items={[
          { key: 'inbox', label: <Badge count={data?.unread ?? 0} size="small" offset={[10, -2]}>{mailText.inbox}</Badge>, children: box === 'inbox' && <>{unreadSwitch}{table}</> },
          { key: 'sent', label: mailText.sent, children: box === 'sent' && table },
        ]}
      />
      <ComposeModal draft={draft} onClose={() => setDraft(null)} />
    </Card>
  );
}
