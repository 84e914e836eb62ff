import { useState, type FormEvent } from 'react';
import { siasnServicesText } from '@/locales/id/siasn-services';
import { apiErrorMessage, isApiError } from '@/services/api';
import { useSendBiodata } from '@/hooks/siasn/use-biodata';
import { Button } from '@/components/ui/button';
import { problemsFromApiError, problemsFromIssues, type FieldProblems } from '@/components/ui/field-problems';
import { Flex } from '@/components/ui/flex';
import { FormField } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { TextInput } from '@/components/ui/text-input';
import { useNotify } from '@/components/ui/use-notify';
import { BIODATA_CHANGE_FIELDS, BiodataChangeInput, type BiodataChange, type BiodataField } from '@/utils/schemas/siasn-biodata';
import styles from '../siasn-services.module.css';

const t = siasnServicesText.biodata;

type Values = Record<BiodataField, string>;

/** What the form starts from: SIASN's value, or '' for none (and for SIASN's empty date 01-01-0001). */
export function initialValues(fields: Record<string, unknown>): Values {
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
  return Object.fromEntries(BIODATA_CHANGE_FIELDS.map((key) => [key, key === 'tglNpwp' && text(fields[key]) === '01-01-0001' ? '' : text(fields[key])])) as Values;
}

/** Only the fields that differ from where the form started (trimmed). */
export function changedFields(start: Values, now: Values): Partial<Values> {
  return Object.fromEntries(BIODATA_CHANGE_FIELDS.filter((key) => now[key].trim() !== start[key]).map((key) => [key, now[key].trim()]));
}

const INPUT: Partial<Record<BiodataField, { type?: string; inputMode?: 'numeric' | 'tel' | 'email'; autoComplete?: string; placeholder?: string }>> = {
  email: { type: 'email', autoComplete: 'email' },
  emailGov: { type: 'email' },
  noHp: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  noTelp: { type: 'tel', inputMode: 'tel' },
  noNpwp: { inputMode: 'numeric' },
  tglNpwp: { inputMode: 'numeric', placeholder: t.datePlaceholder },
  bpjs: { inputMode: 'numeric' },
};

const idOf = (key: BiodataField) => `biodata-${key}`;

/** Under each field: what SIASN holds now, and, once the person has changed it, that it differs. */
function SiasnValue({ value, changed }: { value: string; changed: boolean }) {
  return (
    <span>
      {t.siasnValue(value || t.siasnEmpty)}
      {changed && <strong className={styles.changedMark}>{` · ${t.changed}`}</strong>}
    </span>
  );
}

/**
 * The changeable biodata fields (BIODATA_CHANGE_FIELDS), checked with the API's own schema and
 * sent with only what changed. SIASN's refusal (422) shows in its own words above the buttons.
 */
export function BiodataForm({ nip, fields }: { nip: string | null; fields: Record<string, unknown> }) {
  const send = useSendBiodata(nip);
  const notify = useNotify();
  // SIASN's values, shown under each field; `start` is what the last request sent (nothing sent twice).
  const [siasn] = useState(() => initialValues(fields));
  const [start, setStart] = useState(siasn);
  const [values, setValues] = useState(start);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const change = (key: BiodataField) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblems((p) => ({ ...p, [key]: undefined, '': undefined }));
    setRefusal(null);
  };

  const showProblems = (found: FieldProblems) => {
    setProblems(found);
    const first = BIODATA_CHANGE_FIELDS.find((key) => found[key]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changed = changedFields(start, values);
    if (Object.keys(changed).length === 0) return setProblems({ '': t.noChange });
    const checked = BiodataChangeInput.safeParse(changed);
    if (!checked.success) return showProblems(problemsFromIssues(checked.error.issues));
    try {
      await send.mutateAsync(checked.data as BiodataChange);
      notify.success(t.sent);
      setStart(values);
    } catch (error) {
      const found = problemsFromApiError(error);
      if (found) return showProblems(found);
      const code = isApiError(error) ? error.response?.data?.code : undefined;
      setRefusal(code === 'SIASN_REJECTED' ? siasnServicesText.rejected(apiErrorMessage(error)) : apiErrorMessage(error));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="biodata-form" aria-label={t.formTitle}>
      <div className={styles.formGrid}>
        {BIODATA_CHANGE_FIELDS.map((key) => {
          const changed = values[key].trim() !== siasn[key];
          return (
            <div key={key} className={[key === 'alamat' && styles.wide, changed && styles.changed].filter(Boolean).join(' ') || undefined} data-changed={changed || undefined} data-testid={`biodata-field-${key}`}>
              <FormField htmlFor={idOf(key)} label={t.fields[key]} error={problems[key]} hint={<SiasnValue value={siasn[key]} changed={changed} />}>
                <TextInput id={idOf(key)} name={key} value={values[key]} onChange={change(key)} invalid={!!problems[key]} maxLength={key === 'alamat' ? 300 : 120} {...INPUT[key]} />
              </FormField>
            </div>
          );
        })}
      </div>
      <Flex vertical gap={12}>
        {problems[''] && (
          <Notice type="warning" data-testid="biodata-form-problem">
            {problems['']}
          </Notice>
        )}
        {refusal && (
          <Notice type="error" data-testid="biodata-refusal">
            {refusal}
          </Notice>
        )}
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            {t.submit}
          </Button>
          <Button
            onClick={() => {
              setValues(start);
              setProblems({});
              setRefusal(null);
            }}
          >
            {t.reset}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
