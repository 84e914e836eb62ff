import { useEffect } from 'react';
import { Form, Modal } from 'antd';
import { referenceText } from '@/locales/id/reference';
import type { RefKind, RefRow } from '@/services/ref';
import { useRefMutations } from '@/hooks/ref/use-ref';
import { useNotify } from '@/components/ui/use-notify';
import { REF_KINDS } from './ref-kinds';
import { RefFormFields } from './ref-form-fields';
import { applyApiFieldErrors, parseForm } from './zod-form';
import { withAntdScope } from '@/components/ui/antd-scope';

interface Props {
  kind: RefKind;
  /** The row being edited; `null` creates; `undefined` keeps the modal closed. */
  row: RefRow | null | undefined;
  onClose: () => void;
}

/** Create or edit one reference row, validated with the API's own zod schema. */
function RefFormModalContent({ kind, row, onClose }: Props) {
  const config = REF_KINDS[kind];
  const [form] = Form.useForm();
  const { create, update } = useRefMutations(kind);
  const notify = useNotify();
  const open = row !== undefined;
  const codeLocked = !!row && 'locked' in row && row.locked;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(row ? config.toForm(row) : config.defaults);
  }, [open, row, form, config]);

  const submit = async () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    if (codeLocked) delete values.code;
    const body = await parseForm(form, row ? config.patchSchema : config.createSchema, values);
    if (!body) return;
    try {
      if (row) await update.mutateAsync({ id: row.id, body: body as object });
      else await create.mutateAsync(body as object);
      notify.success(row ? referenceText.updated : referenceText.created);
      onClose();
    } catch (error) {
      if (!applyApiFieldErrors(form, error)) notify.error(error);
    }
  };

  return (
    <Modal
      open={open}
      title={row ? referenceText.editTitle(config.label) : referenceText.addTitle(config.label)}
      okText={referenceText.save}
      cancelText={referenceText.cancel}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      width={kind === 'sub-faqs' ? 760 : 520}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid={`ref-form-${kind}`} onFinish={() => void submit()}>
        <RefFormFields kind={kind} codeLocked={codeLocked} />
      </Form>
    </Modal>
  );
}

/** In its own AntdScope: loaded on demand, it draws antd parts the page's start has none of. */
export const RefFormModal = withAntdScope(RefFormModalContent);
