import { useState } from 'react';
import { Empty, Input, List, Typography } from 'antd';
import { savedRepliesText as t } from '@/locales/id/saved-replies';
import { useSavedReplies } from '@/hooks/saved-replies/use-saved-replies';
import { useDebouncedValue } from '@/hooks/tickets/use-debounced-value';
import { withAntdScope } from '@/components/ui/antd-scope';

interface Props {
  onPick: (content: string) => void;
}

/** The picker's popover: a search box and the author's own saved replies. */
function SavedReplyList({ onPick }: Props) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, 300);
  const { data, isFetching } = useSavedReplies({ search: term, limit: 20 });
  return (
    <div style={{ width: 360 }} data-testid="saved-reply-picker">
      <Input.Search allowClear size="small" placeholder={t.search} value={search} onChange={(e) => setSearch(e.target.value)} style={{ marginBottom: 8 }} />
      <List
        size="small"
        loading={isFetching}
        dataSource={data?.data}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} /> }}
        style={{ maxHeight: 320, overflowY: 'auto' }}
        renderItem={(r) => (
          <List.Item key={r.id} style={{ cursor: 'pointer' }} onClick={() => onPick(r.content)}>
            <List.Item.Meta
              title={<Typography.Link>{r.title}</Typography.Link>}
              description={<Typography.Text type="secondary" ellipsis>{r.content}</Typography.Text>}
            />
          </List.Item>
        )}
      />
    </div>
  );
}

export default withAntdScope(SavedReplyList);
