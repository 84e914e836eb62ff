import { useState, type ReactNode } from 'react';
import { Form, Modal } from 'antd';
import { ticketsText } from '@/locales/id';
import { useNotify } from '@/components/ui/use-notify';

interface Props<Values> {
  title: string;
  initialValues: Values;
  /** Sends the values; the modal toasts the outcome and closes on success. */
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
  width?: number;
}

/** A modal holding a small form for one ticket action: validation, loading, API error toast. */
export function TicketFormModal<Values extends object>({ title, initialValues, onSubmit, onClose, children, width }: Props<Values>) {
  const [form] = Form.useForm<Values>();
  const [pending, setPending] = useState(false);
  const notify = useNotify();
  const submit = async (values: Values) => {
    setPending(true);
    const ok = await notify.track(onSubmit(values), ticketsText.actions.done);
    setPending(false);
    if (ok) onClose();
  };
  return (
    <Modal
      open
      title={title}
      width={width}
      okText={ticketsText.actions.save}
      cancelText={ticketsText.actions.cancel}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={initialValues} onFinish={submit} style={{ marginTop: 16 }}>
        {children}
      </Form>
    </Modal>
  );
}
