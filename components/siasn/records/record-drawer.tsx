import { useMemo, useState } from 'react';
import { Alert, Button, Drawer, Flex, Form } from 'antd';
import { siasnRecordsText as t } from '@/locales/id/siasn-records';
import type { SiasnRecord } from '@/services/siasn';
import { apiErrorMessage, isApiError } from '@/services/api';
import { withAntdScope } from '@/components/ui/antd-scope';
import { RECORD_KIND_INFO, type RecordKind } from '@/utils/catalogue/personnel-writes';
import { RECORD_INPUT_SCHEMAS, type AnyRecordInput } from '@/utils/schemas/siasn-records';
import { documentProblem } from './document-rules';
import { KIND_FIELDS } from './forms';
import { PdfFileField, UploadStatus } from './pdf-file-field';
import { documentOf, formInput, formStart } from './record-mapping';
import { issuesByField } from './record-issues';
import { useSaveWithDocument } from './use-save-with-document';

interface Props {
  kind: RecordKind;
  nip: string | null;
  open: boolean;
  /** null: a new entry. */
  row: SiasnRecord | null;
  onClose: () => void;
}

/**
 * The form of one history entry in a drawer (full width on phones), with its document (PDF): one
 * "Simpan" saves the entry and then uploads the document (useSaveWithDocument). Checked with the
 * API's own schema before sending; the API's refusal (400 with its fields, SIASN's reason on 422)
 * stays in the drawer so nothing typed is lost. When only the upload fails, the entry is saved:
 * the fields lock and the button sends the document again.
 */
function RecordDrawerForm({ kind, nip, open, row, onClose }: Props) {
  const [form] = Form.useForm();
  const writes = useSaveWithDocument(kind, nip);
  const [problem, setProblem] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const start = useMemo(() => formStart(kind, row), [kind, row]);
  const Fields = KIND_FIELDS[kind];
  const editing = row !== null;
  const saved = writes.unsent !== null;
  const hasDocument = row !== null && documentOf(kind, row) !== null;

  const pick = (picked: File) => {
    const refusal = documentProblem(picked);
    setFileProblem(refusal);
    setFile(refusal ? null : picked);
    return false; // kept here; sent after the save
  };

  const showIssues = (byField: Map<string, string[]>) => {
    const names = Object.keys(start.values);
    form.setFields([...new Set([...names, ...byField.keys()])].map((name) => ({ name, errors: byField.get(name) ?? [] })));
  };

  const submit = async () => {
    setProblem(null);
    if (writes.unsent) {
      if (!file) return setFileProblem(t.pickDocument);
      if (await writes.sendDocument(writes.unsent.id, file)) onClose();
      return;
    }
    // A refused file was meant to go with the entry: nothing is saved until a PDF replaces it.
    if (fileProblem) return;
    const parsed = RECORD_INPUT_SCHEMAS[kind].safeParse(formInput(kind, form.getFieldsValue(true) as Record<string, unknown>));
    if (!parsed.success) {
      showIssues(issuesByField(parsed.error.issues, t.required));
      return;
    }
    showIssues(new Map());
    try {
      if (await writes.saveEntry(parsed.data as AnyRecordInput, file)) onClose();
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
        <UploadStatus progress={writes.progress} refusal={writes.unsent && t.documentNotSentHow(writes.unsent.reason)} uploadingLabel={t.uploading} refusalTestId="record-document-error">
          <Flex justify="flex-end" gap={8}>
            <Button onClick={onClose}>{saved ? t.close : t.cancel}</Button>
            <Button type="primary" loading={writes.busy} onClick={() => void submit()} data-testid="record-submit">
              {saved ? t.uploadAgain : t.save}
            </Button>
          </Flex>
        </UploadStatus>
      }
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} data-testid="record-form-error" />}
      <Form form={form} layout="vertical" initialValues={start.values} onFinish={() => void submit()} disabled={saved} data-testid={`record-form-${kind}`}>
        <Fields labels={start.labels} nip={nip} />
      </Form>
      <PdfFileField
        id={`record-document-${kind}`}
        label={t.documentOf(RECORD_KIND_INFO[kind].document.name)}
        pickLabel={t.pickPdf}
        required={false}
        hint={hasDocument ? t.documentReplaceHint : t.documentLaterHint}
        error={fileProblem ?? undefined}
        file={file}
        onPick={pick}
        onRemove={() => setFile(null)}
      />
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
