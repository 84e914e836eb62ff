import { useId, useState, type FormEvent } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useRouter } from 'next/router';
import { errors } from '@/locales/id/errors';
import { siasnText as t } from '@/locales/id/siasn';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { Paragraph } from '@/components/ui/text';
import { TextInput } from '@/components/ui/text-input';
import { NIP_PATTERN } from '@/utils/catalogue/personnel-sections';
import { sectionHref } from './record-paths';

/**
 * Staff look a civil servant up by NIP: a malformed one is refused here, before any call (spaces
 * as people paste them, "19880720 201101 2 003", are dropped); a good one opens that record.
 */
export function StaffLookup() {
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nip = value.replace(/\s+/g, '');
    if (!NIP_PATTERN.test(nip)) {
      setError(errors.INVALID_NIP);
      document.getElementById(id)?.focus();
      return;
    }
    void router.push(sectionHref(nip));
  };
  return (
    <Panel title={<h1 style={{ margin: 0, font: 'inherit' }}>{t.lookupMenu}</h1>} data-testid="staff-lookup">
      <form onSubmit={submit} noValidate style={{ maxWidth: 480 }}>
        <Paragraph secondary>{t.lookup.hint}</Paragraph>
        <FormField htmlFor={id} label={t.lookup.label} error={error}>
          <TextInput
            id={id}
            value={value}
            onChange={(text) => {
              setValue(text);
              setError(null);
            }}
            invalid={!!error}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t.lookup.placeholder}
          />
        </FormField>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          {t.lookup.submit}
        </Button>
      </form>
    </Panel>
  );
}
