import { useState } from 'react';
import dynamic from 'next/dynamic';
import { Button, Popover, Spin } from 'antd';
import { SnippetsOutlined } from '@ant-design/icons';
import { savedRepliesText as t } from '@/locales/id';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { can } from '@/utils/permissions';

// The list (antd List, Input and the pagination they bring) loads on the first click, not with
// every ticket page that shows the comment editor.
const SavedReplyList = dynamic(() => import('./saved-reply-list'), {
  ssr: false,
  loading: () => <Spin style={{ display: 'block', margin: 16, width: 360 }} />,
});

/**
 * "Sisipkan balasan tersimpan": a popover listing the author's own saved replies; choosing one
 * hands its markdown to `onInsert`. Renders nothing for people without use-saved-replies.
 */
export function SavedReplyPicker({ onInsert }: { onInsert: (content: string) => void }) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!can(user, 'use-saved-replies')) return null;
  const pick = (content: string) => {
    onInsert(content);
    setOpen(false);
  };
  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomLeft" title={t.pick} content={<SavedReplyList open={open} onPick={pick} />}>
      <Button size="small" icon={<SnippetsOutlined />}>{t.insert}</Button>
    </Popover>
  );
}
