import { useMemo, useState } from 'react';
import { Alert, Button, Drawer, Flex, Form } from 'antd';
import { siasnRecordsText as t } from '@/locales/id/siasn-records';
import type { SiasnRecord } from '@/services/siasn';
import { apiErrorMessage, isApiError } from '@/services/api';
import { useSaveRecord } from '@/hooks/siasn/use-record-mutations';
import { withAntdScope } from '@/components/ui/antd-scope';
import { useNotify } from '@/components/ui/use-notify';
import type { RecordKind } from '@/utils/catalogue/personnel-writes';
import { RECORD_INPUT_SCHEMAS, type AnyRecordInput } from '@/utils/schemas/siasn-records';
import { KIND_FIELDS } from './forms';
import { formInput, formStart } from './record-mapping';
import { issuesByField } from './record-issues';

interface Props {
  kind: RecordKind;
  nip: string | null;
  open: boolean;
  /** null: a new entry. */
  row: SiasnRecord | null;
  onClose: () => void;
}

/**
 * The form of one history entry in a drawer (full width on phones). Checked with the API's own
 * schema before sending; the API's refusal (400 with its fields, SIASN's reason on 422) stays in
 * the drawer so nothing typed is lost.
 */
function RecordDrawerForm({ kind, nip, open, row, onClose }: Props) {
  const [form] = Form.useForm();
  const save = useSaveRecord(kind, nip);
  const notify = useNotify();
  const [problem, setProblem] = useState<string | null>(null);
  const start = useMemo(() => formStart(kind, row), [kind, row]);
  const Fields = KIND_FIELDS[kind];
  const editing = row !== null;

  const showIssues = (byField: Map<string, string[]>) => {
    const names = Object.keys(start.values);
    form.setFields([...new Set([...names, ...byField.keys()])].map((name) => ({ name, errors: byField.get(name) ?? [] })));
  };

  const submit = async () => {
    setProblem(null);
    const parsed = RECORD_INPUT_SCHEMAS[kind].safeParse(formInput(kind, form.getFieldsValue(true) as Record<string, unknown>));
    if (!parsed.success) {
      showIssues(issuesByField(parsed.error.issues, t.required));
      return;
    }
    showIssues(new Map());
    try {
      const saved = await save.mutateAsync(parsed.data as AnyRecordInput);
      notify.success(saved.message);
      if (saved.reread === 'failed') notify.warning(t.savedNotReread);
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? error.response?.data?.fields : undefined;
      if (fields?.length) showIssues(issuesByField(fields.map((f) => ({ path: f.path.split('.'), message: f.message })), t.required));
      setProblem(apiErrorMessage(error, t.saveFailed));
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t.drawerTitle(t.kinds[kind], editing)}
      size="min(560px, 100vw)"
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()} data-testid="record-submit">
            {t.save}
          </Button>
        </Flex>
      }
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} data-testid="record-form-error" />}
      <Form form={form} layout="vertical" initialValues={start.values} onFinish={() => void submit()} data-testid={`record-form-${kind}`}>
        <Fields labels={start.labels} nip={nip} />
      </Form>
    </Drawer>
  );
}

/** How many times `open` has turned true. */
function useOpenings(open: boolean): number {
  const [state, setState] = useState({ open, count: open ? 1 : 0 });
  if (open !== state.open) setState({ open, count: state.count + (open ? 1 : 0) });
  return open !== state.open ? state.count + (open ? 1 : 0) : state.count;
}

/**
 * Each opening gets a form of its own (a fresh form store): no value, and above all no id, of the
 * entry edited before is carried into the next one. The closing drawer keeps its form, so it
 * animates out as it was.
 */
function RecordDrawer(props: Props) {
  return <RecordDrawerForm key={useOpenings(props.open)} {...props} />;
}

export default withAntdScope(RecordDrawer);
