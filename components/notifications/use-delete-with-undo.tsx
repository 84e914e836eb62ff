import { Button } from 'antd';
import { notificationsText } from '@/locales/id';
import { useDeleteNotification } from '@/hooks/notifications/use-delete-notification';
import { hideNotification, showNotification } from '@/hooks/notifications/pending-deletes';
import { useFeedback } from '@/components/ui/feedback-provider';
import { useNotify } from '@/components/ui/use-notify';

/** Seconds the undo toast stays; the DELETE is sent when it closes (docs/notifications.md). */
export const UNDO_SECONDS = 5;

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
            {notificationsText.removed}{' '}
            <Button size="small" type="link" onClick={undo}>
              {notificationsText.undo}
            </Button>
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
