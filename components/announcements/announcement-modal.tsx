import { useEffect } from 'react';
import { DatePicker, Form, Input, Modal, Switch } from 'antd';
import { adminText } from '@/locales/id/admin';
import { useAnnouncementMutations } from '@/hooks/announcements/use-announcements';
import { useNotify } from '@/components/ui/use-notify';
import { MarkdownEditor } from '@/components/tickets/markdown-editor-lazy';
import { applyApiFieldErrors, knowledgeSchema, parseForm } from '@/components/ref/zod-form';
import { fromPickerValue, toPickerValue, type Dayjs } from '@/utils/format';
import type { AnnouncementView } from '@/utils/schemas/knowledge';
import type { AnnouncementBody } from '@/services/announcements';
import { withAntdScope } from '@/components/ui/antd-scope';

const t = adminText.announcements;
type Window = [Dayjs | null, Dayjs | null] | null;

/** Create (`item` null) or edit an announcement: markdown content and an optional active window. */
function AnnouncementModalContent({ item, onClose }: { item: AnnouncementView | null | undefined; onClose: () => void }) {
  const [form] = Form.useForm();
  const { create, update } = useAnnouncementMutations();
  const notify = useNotify();
  const open = item !== undefined;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      item
        ? {
            title: item.title,
            content: item.content_markdown,
            window: [toPickerValue(item.starts_at), toPickerValue(item.ends_at)],
            is_active: item.is_active,
          }
        : { is_active: true, window: null },
    );
  }, [open, item, form]);

  const submit = async () => {
    const v = form.getFieldsValue(true) as { title?: string; content?: string; window?: Window; is_active?: boolean };
    const body: AnnouncementBody = {
      title: v.title ?? '',
      content: v.content ?? '',
      // The picker shows and takes WIB wall clocks, like the tables, whatever the browser's zone.
      starts_at: fromPickerValue(v.window?.[0]),
      ends_at: fromPickerValue(v.window?.[1]),
      is_active: v.is_active ?? true,
    };
    // The window error (ends_at) belongs to the range picker.
    if (!(await parseForm(form, knowledgeSchema('AnnouncementSchema'), body))) {
      const endsError = form.getFieldError('ends_at');
      if (endsError.length) form.setFields([{ name: 'window', errors: endsError }]);
      return;
    }
    try {
      if (item) await update.mutateAsync({ id: item.id, body });
      else await create.mutateAsync(body);
      notify.success(item ? t.updated : t.created);
      onClose();
    } catch (error) {
      if (!applyApiFieldErrors(form, error)) notify.error(error);
    }
  };

  return (
    <Modal open={open} title={item ? t.edit : t.add} okText={adminText.save} cancelText={adminText.cancel} confirmLoading={create.isPending || update.isPending} onOk={() => void submit()} onCancel={onClose} width={760} destroyOnHidden>
      <Form form={form} layout="vertical" data-testid="announcement-form">
        <Form.Item name="title" label={t.fields.title} required>
          <Input aria-label={t.fields.title} />
        </Form.Item>
        <Form.Item name="content" label={t.fields.content} required>
          <MarkdownEditor rows={6} aria-label={t.fields.content} />
        </Form.Item>
        <Form.Item name="window" label={t.fields.window}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="DD/MM/YYYY HH:mm" allowEmpty={[true, true]} placeholder={[t.fields.starts, t.fields.ends]} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="ends_at" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="is_active" label={t.fields.active} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** In its own AntdScope: loaded on demand, it draws antd parts the page's start has none of. */
export const AnnouncementModal = withAntdScope(AnnouncementModalContent);
