import { useState, type ReactNode } from 'react';
import { Form, Modal } from 'antd';
import { ticketsText } from '@/locales/id/tickets';
import { useNotify } from '@/components/ui/use-notify';

interface Props<Values, Result> {
  title: string;
  initialValues: Values;
  /** Sends the values; the modal toasts the outcome and closes on success. */
  onSubmit: (values: Values) => Promise<Result>;
  onClose: () => void;
  children: ReactNode;
  width?: number;
  /** The OK button (default "Simpan"). */
  okText?: string;
  /** The success toast (default "Perubahan disimpan"). */
  successText?: (result: Result) => string;
  /** Runs after a success, in the same render as the close. */
  onSaved?: (result: Result) => void;
}

/** A modal holding a small form for one ticket action: validation, loading, API error toast. */
export function TicketFormModal<Values extends object, Result = unknown>({
  title,
  initialValues,
  onSubmit,
  onClose,
  children,
  width,
  okText = ticketsText.actions.save,
  successText,
  onSaved,
}: Props<Values, Result>) {
  const [form] = Form.useForm<Values>();
  const [pending, setPending] = useState(false);
  const notify = useNotify();
  const submit = async (values: Values) => {
    setPending(true);
    let result: Result;
    try {
      result = await onSubmit(values);
    } catch (error) {
      setPending(false);
      notify.error(error);
      return;
    }
    setPending(false);
    notify.success(successText?.(result) ?? ticketsText.actions.done);
    onSaved?.(result);
    onClose();
  };
  return (
    <Modal
      open
      title={title}
      width={width}
      okText={okText}
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
