import { useEffect, useState, type FormEvent } from 'react';
import { Drawer } from 'antd';
import { siasnServicesText } from '@/locales/id/siasn-services';
import { useGelar } from '@/hooks/siasn/use-gelar';
import { useSubmitUsulan } from '@/hooks/siasn/use-usulan';
import { withAntdScope } from '@/components/ui/antd-scope';
import { problemsFromApiError, problemsFromIssues, type FieldProblems } from '@/components/ui/field-problems';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { TextArea } from '@/components/ui/text-area';
import { TextInput } from '@/components/ui/text-input';
import { useNotify } from '@/components/ui/use-notify';
import { MAX_DOCUMENT_BYTES } from '@/utils/catalogue/personnel-writes';
import { PORTAL_USULAN, PORTAL_USULAN_KEYS, usulanServiceByKey, type PortalUsulanKey } from '@/utils/catalogue/usulan';
import { UsulanFields } from '@/utils/schemas/siasn-usulan';
import { refusalOf, UsulanDocument } from './usulan-document';

const t = siasnServicesText.usulan;

export interface UsulanDraft {
  jenis: PortalUsulanKey;
  gelar_depan?: string;
  gelar_belakang?: string;
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** null: the own record; a NIP: an admin proposing for that person. */
  nip: string | null;
  draft: UsulanDraft;
}

type Values = { jenis: PortalUsulanKey; nama: string; gelar_depan: string; gelar_belakang: string; keterangan: string };

const valuesOf = (draft: UsulanDraft): Values => ({ jenis: draft.jenis, nama: '', gelar_depan: draft.gelar_depan ?? '', gelar_belakang: draft.gelar_belakang ?? '', keterangan: '' });

/** A PDF (by its type, or its name when the browser gives none) of at most 5 MB, checked before anything is sent. */
export function documentProblem(file: Pick<File, 'type' | 'name' | 'size'>): string | null {
  const pdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!pdf) return t.notPdf;
  if (file.size > MAX_DOCUMENT_BYTES) return t.tooLarge;
  return null;
}

/** The proposal's own fields (UsulanFields): a new name, or the titles to include. */
const fieldsOf = (values: Values) =>
  values.jenis === 'perbaikan-nama'
    ? { jenis: values.jenis, nama: values.nama, keterangan: values.keterangan }
    : { jenis: values.jenis, gelar_depan: values.gelar_depan, gelar_belakang: values.gelar_belakang, keterangan: values.keterangan };

/**
 * "Ajukan usulan": perbaikan nama or pencantuman gelar with its PDF, sent as multipart to
 * /siasn/ws/pns/usulan with a progress bar while the document goes out. A degree inclusion starts
 * from the Gelar page's preview.
 */
function UsulanDrawer({ open, onClose, nip, draft }: Props) {
  const submit = useSubmitUsulan(nip);
  const notify = useNotify();
  const [values, setValues] = useState<Values>(() => valuesOf(draft));
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // The own Gelar preview fills the titles when the drawer was not opened from the Gelar page.
  const gelar = useGelar({ enabled: open && nip === null && values.jenis === 'pencantuman-gelar' && !draft.gelar_depan && !draft.gelar_belakang });
  const preview = gelar.data?.preview;

  // Each opening starts from the draft it is opened with (state adjusted while rendering, not in an effect).
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setValues(valuesOf(draft));
      setFile(null);
      setProblems({});
      setRefusal(null);
      setProgress(null);
    }
  }

  useEffect(() => {
    if (!preview) return;
    setValues((v) => (v.gelar_depan || v.gelar_belakang ? v : { ...v, gelar_depan: preview.gelarDepan, gelar_belakang: preview.gelarBelakang }));
  }, [preview]);

  const change = (name: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setProblems((p) => ({ ...p, [name]: undefined }));
    setRefusal(null);
  };

  const pick = (picked: File) => {
    const problem = documentProblem(picked);
    setProblems((p) => ({ ...p, file: problem ?? undefined }));
    setFile(problem ? null : picked);
    return false; // kept here; sent with the form
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const checked = UsulanFields.safeParse(fieldsOf(values));
    const found: FieldProblems = checked.success ? {} : problemsFromIssues(checked.error.issues);
    if (!file) found.file = problems.file ?? t.noFile;
    if (!checked.success || !file) return setProblems(found);
    setProgress(0);
    try {
      await submit.mutateAsync({ fields: checked.data, file, onProgress: setProgress });
      notify.success(t.sent);
      setFile(null);
      onClose();
    } catch (error) {
      setProgress(null);
      const fields = problemsFromApiError(error);
      if (fields) return setProblems(fields);
      setRefusal(refusalOf(error));
    }
  };

  const input = (name: 'nama' | 'gelar_depan' | 'gelar_belakang', maxLength: number) => (
    <TextInput id={`usulan-${name}`} name={name} value={values[name]} onChange={change(name)} invalid={!!problems[name]} maxLength={maxLength} />
  );

  return (
    <Drawer open={open} onClose={onClose} title={t.drawerTitle} size="default" destroyOnHidden>
      <form noValidate onSubmit={(event) => void send(event)} data-testid="usulan-form" aria-label={t.drawerTitle}>
        <FormField htmlFor="usulan-jenis" label={t.jenis}>
          <NativeSelect
            id="usulan-jenis"
            value={values.jenis}
            options={PORTAL_USULAN_KEYS.map((key) => ({ value: key, label: usulanServiceByKey(key)?.title ?? key }))}
            onChange={(key) => key && change('jenis')(key)}
            style={{ width: '100%' }}
          />
        </FormField>
        {values.jenis === 'perbaikan-nama' ? (
          <FormField htmlFor="usulan-nama" label={t.nama} required error={problems.nama}>
            {input('nama', 150)}
          </FormField>
        ) : (
          <>
            <FormField htmlFor="usulan-gelar_depan" label={t.gelarDepan} error={problems.gelar_depan}>
              {input('gelar_depan', 60)}
            </FormField>
            <FormField htmlFor="usulan-gelar_belakang" label={t.gelarBelakang} error={problems.gelar_belakang}>
              {input('gelar_belakang', 60)}
            </FormField>
          </>
        )}
        <FormField htmlFor="usulan-keterangan" label={t.keterangan} required error={problems.keterangan}>
          <TextArea id="usulan-keterangan" name="keterangan" value={values.keterangan} onChange={change('keterangan')} invalid={!!problems.keterangan} rows={3} maxLength={500} aria-describedby="usulan-keterangan-error" />
        </FormField>
        <UsulanDocument
          id="usulan-file"
          documentName={PORTAL_USULAN[values.jenis].document.name}
          error={problems.file}
          file={file}
          onPick={pick}
          onRemove={() => setFile(null)}
          progress={progress}
          refusal={refusal}
          refusalTestId="usulan-refusal"
          sendLabel={t.send}
          sending={submit.isPending}
          onClose={onClose}
        />
      </form>
    </Drawer>
  );
}

export default withAntdScope(UsulanDrawer);
