import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import { useRouter } from 'next/router';
import { mailText } from '@/locales/id/mail';
import { useSendMessage } from '@/hooks/mail/use-mail';
import { useNotify } from '@/components/ui/use-notify';
import { MarkdownEditor } from '@/components/tickets/markdown-editor-lazy';
import { applyApiFieldErrors, knowledgeSchema, parseForm } from '@/components/ref/zod-form';
import type { UserSummary } from '@/utils/schemas/common';
import { UserPicker } from './user-picker';
import { withAntdScope } from '@/components/ui/antd-scope';

export interface ComposeDraft { to?: UserSummary | null; subject?: string }

/** Compose a private message; after sending, the new message opens. */
function ComposeModalContent({ draft, onClose }: { draft: ComposeDraft | null; onClose: () => void }) {
  const [form] = Form.useForm();
  const send = useSendMessage();
  const notify = useNotify();
  const router = useRouter();
  useEffect(() => {
    if (!draft) return;
    form.resetFields();
    form.setFieldsValue({ receiver_id: draft.to?.id, subject: draft.subject ?? '' });
  }, [draft, form]);

  const submit = async () => {
    const body = await parseForm(form, knowledgeSchema('PrivateMessageSchema'), form.getFieldsValue(true));
    if (!body) return;
    try {
      const message = await send.mutateAsync(body);
      notify.success(mailText.sentOk);
      onClose();
      void router.push(`/mail/${message.id}`);
    } catch (error) {
      if (!applyApiFieldErrors(form, error)) notify.error(error);
    }
  };

  return (
    <Modal
      open={!!draft}
      title={mailText.compose}
      okText={mailText.send}
      cancelText={mailText.cancel}
      confirmLoading={send.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="mail-compose">
        <Form.Item name="receiver_id" label={mailText.to} required>
          <UserPicker initial={draft?.to} />
        </Form.Item>
        <Form.Item name="subject" label={mailText.subject} required>
          <Input aria-label={mailText.subject} />
        </Form.Item>
        <Form.Item name="content" label={mailText.content} required>
          <MarkdownEditor rows={6} aria-label={mailText.content} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** In its own AntdScope: loaded on demand, it draws antd parts the page's start has none of. */
export const ComposeModal = withAntdScope(ComposeModalContent);
