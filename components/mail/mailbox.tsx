import { useState } from 'react';
import { Badge, Button, Card, Flex, Switch, Table, Tabs } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { mailText } from '@/locales/id';
import { useMessages } from '@/hooks/mail/use-mail';
import { formatRelativeOrDate } from '@/utils/format';
import type { PrivateMessageListItem } from '@/utils/schemas/knowledge';
import { ComposeModal, type ComposeDraft } from './compose-modal';

type Box = 'inbox' | 'sent';

/** Inbox and sent box (tab in `?box=`), an unread-only switch for the inbox, and compose. */
export function Mailbox() {
  const router = useRouter();
  const box: Box = router.query.box === 'sent' ? 'sent' : 'inbox';
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<ComposeDraft | null>(null);
  const { data, isFetching } = useMessages({ box, unread: box === 'inbox' && unreadOnly ? 'true' : undefined, page, limit: 10 });

  const columns: ColumnsType<PrivateMessageListItem> = [
    {
      title: box === 'inbox' ? mailText.from : mailText.to,
      key: 'counterpart',
      width: 220,
      render: (_, m) => m.counterpart.name ?? m.counterpart.username,
    },
    {
      title: mailText.subject,
      dataIndex: 'subject',
      render: (subject: string, m) => {
        const unread = box === 'inbox' && m.read_at === null;
        return (
          <Flex gap={8} align="center">
            {unread && <Badge status="processing" aria-label={mailText.notRead} />}
            <Link href={`/mail/${m.id}`} style={{ fontWeight: unread ? 600 : undefined }}>
              {subject}
            </Link>
          </Flex>
        );
      },
    },
    { title: mailText.date, dataIndex: 'created_at', width: 180, render: (v: string) => formatRelativeOrDate(v) },
  ];

  const table = (
    <Table<PrivateMessageListItem>
      rowKey="id"
      data-testid={`mail-table-${box}`}
      columns={columns}
      dataSource={data?.data}
      loading={isFetching}
      locale={{ emptyText: mailText.empty }}
      pagination={{ current: page, pageSize: 10, total: data?.total, onChange: setPage, hideOnSinglePage: true, showTotal: mailText.total }}
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
        tabBarExtraContent={
          box === 'inbox' && (
            <Flex gap={8} align="center">
              <Switch size="small" checked={unreadOnly} onChange={(v) => { setUnreadOnly(v); setPage(1); }} aria-label={mailText.unreadOnly} />
              <span>{mailText.unreadOnly}</span>
            </Flex>
          )
        }
        items={[
          { key: 'inbox', label: <Badge count={data?.unread ?? 0} size="small" offset={[10, -2]}>{mailText.inbox}</Badge>, children: box === 'inbox' && table },
          { key: 'sent', label: mailText.sent, children: box === 'sent' && table },
        ]}
      />
      <ComposeModal draft={draft} onClose={() => setDraft(null)} />
    </Card>
  );
}
