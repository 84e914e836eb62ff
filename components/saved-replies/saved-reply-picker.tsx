import dynamic from 'next/dynamic';
import { Button } from '@/components/ui/button';
import { SnippetsOutlined } from '@ant-design/icons';
import { savedRepliesText as t } from '@/locales/id/saved-replies';
import { ui } from '@/locales/id/ui';
import { Spinner } from '@/components/ui/spinner';
import { usePopup } from '@/components/ui/use-popup';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { can } from '@/utils/permissions';

// The list (antd List, Input and the pagination they bring) loads on the first click, not with
// every ticket page that shows the comment editor.
const SavedReplyList = dynamic(() => import('./saved-reply-list'), {
  ssr: false,
  loading: () => <Spinner label={ui.loading} style={{ display: 'block', margin: '16px auto' }} />,
});

/**
 * "Sisipkan balasan tersimpan": a popup listing the author's own saved replies; choosing one
 * hands its markdown to `onInsert`. Renders nothing for people without use-saved-replies.
 */
export function SavedReplyPicker({ onInsert }: { onInsert: (content: string) => void }) {
  const user = useCurrentUser();
  const popup = usePopup();
  if (!can(user, 'use-saved-replies')) return null;
  const pick = (content: string) => {
    onInsert(content);
    popup.close();
  };
  return (
    <div ref={popup.rootRef} style={{ position: 'relative' }}>
      <Button {...popup.triggerProps} size="small" icon={<SnippetsOutlined />}>
        {t.insert}
      </Button>
      {popup.open && (
        <div className="shell-popup shell-popup-wide is-start" role="dialog" aria-label={t.pick}>
          <strong>{t.pick}</strong>
          <SavedReplyList onPick={pick} />
        </div>
      )}
    </div>
  );
}
