import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import { savedRepliesText as t } from '@/locales/id/saved-replies';
import { useSavedReplyMutations } from '@/hooks/saved-replies/use-saved-replies';
import { useNotify } from '@/components/ui/use-notify';
import { MarkdownEditor } from '@/components/tickets/markdown-editor-lazy';
import { applyApiFieldErrors, knowledgeSchema, parseForm } from '@/components/ref/zod-form';
import type { SavedReplyView } from '@/utils/schemas/knowledge';
import { withAntdScope } from '@/components/ui/antd-scope';

/** Create (`reply` null) or edit a saved reply; closed when `reply` is undefined. */
function SavedReplyModalContent({ reply, onClose }: { reply: SavedReplyView | null | undefined; onClose: () => void }) {
  const [form] = Form.useForm();
  const { create, update } = useSavedReplyMutations();
  const notify = useNotify();
  const open = reply !== undefined;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (reply) form.setFieldsValue({ title: reply.title, content: reply.content });
  }, [open, reply, form]);

  const submit = async () => {
    const body = await parseForm(form, knowledgeSchema('SavedReplySchema'), form.getFieldsValue(true));
    if (!body) return;
    try {
      if (reply) await update.mutateAsync({ id: reply.id, body });
      else await create.mutateAsync(body);
      notify.success(reply ? t.updated : t.created);
      onClose();
    } catch (error) {
      if (!applyApiFieldErrors(form, error)) notify.error(error);
    }
  };

  return (
    <Modal
      open={open}
      title={reply ? t.edit : t.add}
      okText={t.save}
      cancelText={t.cancel}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="saved-reply-form">
        <Form.Item name="title" label={t.fields.title} required>
          <Input aria-label={t.fields.title} />
        </Form.Item>
        <Form.Item name="content" label={t.fields.content} required>
          <MarkdownEditor rows={6} aria-label={t.fields.content} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** In its own AntdScope: loaded on demand, it draws antd parts the page's start has none of. */
export const SavedReplyModal = withAntdScope(SavedReplyModalContent);
