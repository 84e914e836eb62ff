import { useState } from 'react';
import { EditOutlined } from '@ant-design/icons';
import { useRouter } from 'next/router';
import { mailText } from '@/locales/id/mail';
import { useMessages } from '@/hooks/mail/use-mail';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { Switch } from '@/components/ui/switch';
import { Tabs } from '@/components/ui/tabs';
import { useListState } from '@/components/ui/use-list-state';
import { ComposeDialog, type ComposeDraft } from './compose-dialog';
import { MessageTable, type Box } from './message-table';
import styles from './mail.module.css';

/** "Kotak masuk" with its unread count: the number is drawn, the sentence is read. */
function InboxLabel({ unread }: { unread: number }) {
  return (
    <>
      {mailText.inbox}
      {unread > 0 && (
        <>
          <span className={`shell-badge ${styles.count}`} aria-hidden>
            {unread}
          </span>
          <span className="sr-only">, {mailText.unread(unread)}</span>
        </>
      )}
    </>
  );
}

/** Inbox and sent box (tab in `?box=`), an unread-only switch for the inbox, and compose. */
export function Mailbox() {
  const router = useRouter();
  const box: Box = router.query.box === 'sent' ? 'sent' : 'inbox';
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useListState();
  const [draft, setDraft] = useState<ComposeDraft | null>(null);
  const { data, isFetching } = useMessages({ box, unread: box === 'inbox' && unreadOnly ? 'true' : undefined, page: list.page, limit: list.limit });
  const firstPage = () => list.onPageChange(1, list.limit);

  const table = <MessageTable box={box} data={data} loading={isFetching} list={list} />;
  // The unread switch sits above the table, not in the tab list, where only tabs may be (axe: aria-required-children).
  const unreadSwitch = (
    <div style={{ marginBottom: 12 }}>
      <Switch
        size="small"
        checked={unreadOnly}
        onChange={(on) => {
          setUnreadOnly(on);
          firstPage();
        }}
      >
        {mailText.unreadOnly}
      </Switch>
    </div>
  );
  const changeBox = (key: string) => {
    if (key === box) return;
    firstPage();
    void router.replace({ pathname: router.pathname, query: key === 'sent' ? { box: 'sent' } : {} }, undefined, { shallow: true });
  };
  return (
    <Panel
      title={mailText.title}
      extra={
        <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => setDraft({})}>
          {mailText.compose}
        </Button>
      }
    >
      <Tabs
        activeKey={box}
        onChange={changeBox}
        items={[
          { key: 'inbox', label: <InboxLabel unread={data?.unread ?? 0} />, children: box === 'inbox' && <>{unreadSwitch}{table}</> },
          { key: 'sent', label: mailText.sent, children: box === 'sent' && table },
        ]}
      />
      <ComposeDialog draft={draft} onClose={() => setDraft(null)} />
    </Panel>
  );
}
