import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/use-confirm';
import { feedText } from '@/locales/id/feed';

/** "Hapus" that asks first (danger OK); the dialog waits for the removal. */
export function RemoveButton({ question, onRemove }: { question: string; onRemove: () => Promise<unknown> }) {
  const confirm = useConfirm();
  const ask = () =>
    confirm({ title: question, okText: feedText.remove, cancelText: feedText.cancel, okButtonProps: { danger: true }, onOk: onRemove });
  return (
    <Button type="link" size="small" danger onClick={ask}>
      {feedText.remove}
    </Button>
  );
}
