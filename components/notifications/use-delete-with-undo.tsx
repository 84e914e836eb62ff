import type { CSSProperties } from 'react';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import { notificationsText } from '@/locales/id/notifications';
import { useDeleteNotification } from '@/hooks/notifications/use-delete-notification';
import { hideNotification, showNotification } from '@/hooks/notifications/pending-deletes';
import { useFeedback } from '@/components/ui/feedback-provider';
import { useNotify } from '@/components/ui/use-notify';
import styles from './notifications.module.css';

/** Seconds the undo toast stays; the DELETE is sent when it closes (docs/notifications.md). */
export const UNDO_SECONDS = 5;

/** The toast's undo button. antd's message draws it outside the area-theme element, so its link colours are read here. */
function UndoButton({ onClick }: { onClick: () => void }) {
  const colours = { '--undo-link': token.colorLink, '--undo-link-hover': token.colorLinkHover } as CSSProperties;
  return (
    <button type="button" className={styles.undo} style={colours} onClick={onClick}>
      {notificationsText.undo}
    </button>
  );
}

/**
 * Delete with undo: the notification is hidden at once and a toast offers "Urungkan"; only when
 * the toast closes without undo is it deleted on the server. Leaving the app within those seconds
 * keeps it, which is the safe side of a lost click.
 */
export function useDeleteWithUndo() {
  const remove = useDeleteNotification();
  const feedback = useFeedback();
  const notify = useNotify();
  return (id: number) => {
    hideNotification(id);
    void feedback().then(({ message }) => {
      const key = `notification-delete-${id}`;
      let undone = false;
      const undo = () => {
        undone = true;
        showNotification(id);
        message.destroy(key);
      };
      void message.open({
        key,
        type: 'success',
        duration: UNDO_SECONDS,
        content: (
          <span data-testid="notification-undo-toast">
            {notificationsText.removed} <UndoButton onClick={undo} />
          </span>
        ),
        onClose: () => {
          if (undone) return;
          void remove.mutateAsync(id).catch(notify.error).finally(() => showNotification(id));
        },
      });
    });
  };
}
