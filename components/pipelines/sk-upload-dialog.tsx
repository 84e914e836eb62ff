import { useState, type FormEvent } from 'react';
import { DatePicker, Modal } from 'antd';
import { personnelAdminText } from '@/locales/id/personnel-admin';
import type { PipelineRow } from '@/services/personnel-admin';
import type { Dayjs } from '@/utils/format';
import { useUploadSkKp } from '@/hooks/personnel-admin/use-pipeline';
import { documentProblem } from '@/components/siasn/records/document-rules';
import { PdfFileField, UploadStatus } from '@/components/siasn/records/pdf-file-field';
import { Button } from '@/components/ui/button';
import { withAntdScope } from '@/components/ui/antd-scope';
import { problemsFromApiError, type FieldProblems } from '@/components/ui/field-problems';
import { Flex } from '@/components/ui/flex';
import { FormField } from '@/components/ui/form-field';
import { TextInput } from '@/components/ui/text-input';
import { useNotify } from '@/components/ui/use-notify';
import { DAY_FORMATS } from './period-field';
import { refusalOf } from './refusal';

const t = personnelAdminText.skUpload;
// The API's field names (upload-dok-sk-kp), so its 400 answer lands on the same fields.
type Field = 'no_sk' | 'tgl_sk' | 'file';

/** The form of one proposal: Nomor SK, Tanggal SK and the PDF, sent with a progress bar. */
function SkUploadForm({ row, onDone, onCancel }: { row: PipelineRow; onDone: () => void; onCancel: () => void }) {
  const upload = useUploadSkKp();
  const notify = useNotify();
  const [noSk, setNoSk] = useState('');
  const [tglSk, setTglSk] = useState<Dayjs | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const id = (field: Field) => `sk-${field}-${row.id}`;
  const edited = (field: Field) => {
    setProblems((p) => ({ ...p, [field]: undefined }));
    setRefusal(null);
  };

  const pick = (picked: File) => {
    const problem = documentProblem(picked);
    setProblems((p) => ({ ...p, file: problem ?? undefined }));
    setRefusal(null);
    setFile(problem ? null : picked);
    return false; // kept here; sent with the form
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const missing: FieldProblems = {
      no_sk: noSk.trim() ? undefined : t.required.noSk,
      tgl_sk: tglSk ? undefined : t.required.tglSk,
      file: file ? undefined : (problems.file ?? t.required.file),
    };
    if (!noSk.trim() || !tglSk || !file) return setProblems(missing);
    setProgress(0);
    try {
      const { message } = await upload.mutateAsync({ idUsulan: row.id, noSk: noSk.trim(), tglSk: tglSk.format('YYYY-MM-DD'), file, onProgress: setProgress });
      notify.success(message);
      onDone();
    } catch (error) {
      setProgress(null);
      const fields = problemsFromApiError(error);
      if (fields?.no_sk || fields?.tgl_sk) setProblems(fields);
      else setRefusal(refusalOf(error, t.uploadFailed));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void send(event)} aria-label={t.title(row.nama)} data-testid="sk-upload-form">
      <FormField htmlFor={id('no_sk')} label={t.noSk} required error={problems.no_sk}>
        <TextInput id={id('no_sk')} value={noSk} maxLength={100} invalid={!!problems.no_sk} onChange={(value) => {
            setNoSk(value);
            edited('no_sk');
          }} />
      </FormField>
      <FormField htmlFor={id('tgl_sk')} label={t.tglSk} required error={problems.tgl_sk}>
        <DatePicker
          id={id('tgl_sk')}
          format={DAY_FORMATS}
          placeholder={t.pickDate}
          value={tglSk}
          status={problems.tgl_sk ? 'error' : undefined}
          aria-describedby={`${id('tgl_sk')}-error`}
          onChange={(picked: Dayjs | null) => {
            setTglSk(picked);
            edited('tgl_sk');
          }}
          style={{ width: '100%' }}
        />
      </FormField>
      <PdfFileField id={id('file')} label={t.file} pickLabel={t.pickFile} error={problems.file} file={file} onPick={pick} onRemove={() => setFile(null)} />
      <UploadStatus progress={progress} refusal={refusal} uploadingLabel={t.uploading} refusalTestId="sk-upload-refusal">
        <Flex gap={8} wrap justify="flex-end">
          <Button onClick={onCancel}>{t.cancel}</Button>
          <Button type="primary" htmlType="submit" loading={upload.isPending}>
            {t.send}
          </Button>
        </Flex>
      </UploadStatus>
    </form>
  );
}

/** The "Unggah SK" dialog of a KP row, loaded when it is first opened (sk-upload.tsx). */
function SkUploadDialog({ row, open, onClose }: { row: PipelineRow; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title={t.title(row.nama)} footer={null} onCancel={onClose} destroyOnHidden>
      <SkUploadForm key={row.id} row={row} onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}

export default withAntdScope(SkUploadDialog);
