import { Button, Form, Input, Switch } from 'antd';
import { personnelReportsText } from '@/locales/id/personnel-reports';
import { can } from '@/utils/permissions';
import type { UnorNode } from '@/utils/schemas/unor';
import { useEditUnor } from '@/hooks/personnel-reports/use-unor';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { applyApiFieldErrors, parseForm } from '@/components/ref/zod-form';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';
import { useNotify } from '@/components/ui/use-notify';

const t = personnelReportsText.unor.form;
const NOTE_MAX = 500;

interface Values {
  isSchool: boolean;
  isDuplicate: boolean;
  isActive: boolean;
  nspn: string;
  note: string;
}

const valuesOf = (unit: UnorNode): Values => ({ isSchool: unit.isSchool, isDuplicate: unit.isDuplicate, isActive: unit.isActive, nspn: unit.nspn ?? '', note: unit.note ?? '' });
// The API's own schema (loaded with the first save, zod with it): its messages land on the fields.
const loadSchema = () => import('@/utils/schemas/unor').then((schemas) => schemas.UnorEditSchema);

/** The agency's columns of a unit: switches, NPSN and a note; read-only without manage-personnel-reports. */
export function UnorForm({ unit, onSaved }: { unit: UnorNode; onSaved: (unit: UnorNode) => void }) {
  const [form] = Form.useForm<Values>();
  const edit = useEditUnor();
  const notify = useNotify();
  const canEdit = can(useCurrentUser(), 'manage-personnel-reports');

  const save = async (values: Values) => {
    const body = await parseForm(form, loadSchema, values);
    if (!body) return;
    try {
      onSaved(await edit.mutateAsync({ id: unit.id, body }));
      notify.success(t.saved);
    } catch (error) {
      if (!applyApiFieldErrors(form, error)) notify.error(error);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" initialValues={valuesOf(unit)} disabled={!canEdit} onFinish={(values) => void save(values)} data-testid="unor-form">
      <Flex gap={24} wrap>
        <Form.Item name="isSchool" label={t.isSchool} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="isDuplicate" label={t.isDuplicate} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="isActive" label={t.isActive} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Flex>
      <Form.Item name="nspn" label={t.nspn} extra={t.nspnHint}>
        <Input inputMode="numeric" autoComplete="off" style={{ maxWidth: 200 }} />
      </Form.Item>
      <Form.Item name="note" label={t.note}>
        <Input.TextArea rows={3} count={{ show: true, max: NOTE_MAX }} />
      </Form.Item>
      {canEdit ? (
        <Button type="primary" htmlType="submit" loading={edit.isPending}>
          {t.save}
        </Button>
      ) : (
        <Notice type="info">{t.readOnly}</Notice>
      )}
    </Form>
  );
}
