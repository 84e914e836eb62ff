import { useState } from 'react';
import { Button, Empty, Input, List, Popover, Typography } from 'antd';
import { SnippetsOutlined } from '@ant-design/icons';
import { savedRepliesText as t } from '@/locales/id';
import { useSavedReplies } from '@/hooks/saved-replies/use-saved-replies';
import { useDebouncedValue } from '@/hooks/tickets/use-debounced-value';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { can } from '@/utils/permissions';

/**
 * "Sisipkan balasan tersimpan": a popover listing the author's own saved replies; choosing one
 * hands its markdown to `onInsert`. Renders nothing for people without use-saved-replies.
 */
export function SavedReplyPicker({ onInsert }: { onInsert: (content: string) => void }) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, 300);
  const allowed = can(user, 'use-saved-replies');
  const { data, isFetching } = useSavedReplies({ search: term, limit: 20 }, { enabled: allowed && open });
  if (!allowed) return null;

  const content = (
    <div style={{ width: 360 }} data-testid="saved-reply-picker">
      <Input.Search allowClear size="small" placeholder={t.search} value={search} onChange={(e) => setSearch(e.target.value)} style={{ marginBottom: 8 }} />
      <List
        size="small"
        loading={isFetching}
        dataSource={data?.data}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} /> }}
        style={{ maxHeight: 320, overflowY: 'auto' }}
        renderItem={(r) => (
          <List.Item key={r.id} style={{ cursor: 'pointer' }} onClick={() => { onInsert(r.content); setOpen(false); }}>
            <List.Item.Meta
              title={<Typography.Link>{r.title}</Typography.Link>}
              description={<Typography.Text type="secondary" ellipsis>{r.content}</Typography.Text>}
            />
          </List.Item>
        )}
      />
    </div>
  );
  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomLeft" title={t.pick} content={content}>
      <Button size="small" icon={<SnippetsOutlined />}>{t.insert}</Button>
    </Popover>
  );
}
