import { Form, Input, Modal, Radio, Space } from 'antd';
import { privacyText } from '@/locales/id/privacy';
import { useStateReadPurpose } from '@/hooks/privacy/use-read-purpose';
import { useNotify } from '@/components/ui/use-notify';
import { applyApiFieldErrors } from '@/components/ref/zod-form';
import { withAntdScope } from '@/components/ui/antd-scope';
import { READ_PURPOSES, type ReadPurposeKey } from '@/utils/catalogue/read-purposes';

const t = privacyText.purpose;

/** "Keperluan membuka data": a reason from the list, or Lainnya with a typed one; `onDone(true)` once stated. */
function ReadPurposeModalContent({ nip, onDone }: { nip: string; onDone: (stated: boolean) => void }) {
  const [form] = Form.useForm<{ reason?: ReadPurposeKey; note?: string }>();
  const reason = Form.useWatch('reason', form);
  const state = useStateReadPurpose(nip);
  const notify = useNotify();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.reason) return;
    try {
      await state.mutateAsync({ reason: values.reason, note: values.reason === 'lainnya' ? values.note : undefined });
      onDone(true);
    } catch (error) {
      if (!applyApiFieldErrors(form, error)) notify.error(error);
    }
  };

  return (
    <Modal open title={t.title} okText={t.ok} cancelText={t.cancel} confirmLoading={state.isPending} onOk={() => void submit()} onCancel={() => onDone(false)} destroyOnHidden>
      <p>{t.intro}</p>
      <Form form={form} layout="vertical" data-testid="read-purpose-form">
        <Form.Item name="reason" label={t.reason} rules={[{ required: true, message: t.required }]}>
          <Radio.Group>
            <Space orientation="vertical">
              {READ_PURPOSES.map((purpose) => (
                <Radio key={purpose.key} value={purpose.key}>
                  {purpose.label}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        {reason === 'lainnya' && (
          <Form.Item name="note" label={t.note} rules={[{ required: true, min: 3, whitespace: true }]}>
            <Input.TextArea rows={2} maxLength={200} placeholder={t.notePlaceholder} aria-label={t.note} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

export const ReadPurposeModal = withAntdScope(ReadPurposeModalContent);
