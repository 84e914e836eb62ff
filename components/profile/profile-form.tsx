import { useState, type FormEvent } from 'react';
import { profileText as t } from '@/locales/id/profile';
import { useUpdateProfile } from '@/hooks/profile/use-profile';
import { knowledgeSchema } from '@/components/ref/zod-form';
import { Button } from '@/components/ui/button';
import { problemsFromApiError, problemsFromIssues, type FieldProblems } from '@/components/ui/field-problems';
import { Flex } from '@/components/ui/flex';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { TextInput } from '@/components/ui/text-input';
import { useNotify } from '@/components/ui/use-notify';
import type { OwnProfile } from '@/utils/schemas/knowledge';
import styles from './profile.module.css';

type Name = 'position' | 'phone' | 'bio';
/** The fields in the order they stand: the first wrong one gets the focus. */
const FIELD: Record<Name, string> = { position: 'profile-position', phone: 'profile-phone', bio: 'profile-bio' };
const loadSchema = knowledgeSchema('ProfilePatchSchema');

/**
 * Position, phone and bio, checked on saving with the API's own schema (loaded then, not with the
 * page); a wrong field shows its message and gets the focus, and loses the message once changed.
 */
export function ProfileForm({ profile, onClose }: { profile: OwnProfile; onClose: () => void }) {
  const update = useUpdateProfile();
  const notify = useNotify();
  const [values, setValues] = useState<Record<Name, string>>({ position: profile.position ?? '', phone: profile.phone ?? '', bio: profile.bio ?? '' });
  const [problems, setProblems] = useState<FieldProblems>({});

  const change = (name: Name) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setProblems((p) => ({ ...p, [name]: undefined }));
  };
  const showProblems = (found: FieldProblems) => {
    setProblems(found);
    const first = (Object.keys(FIELD) as Name[]).find((name) => found[name]);
    if (first) document.getElementById(FIELD[first])?.focus();
    else notify.failed(Object.values(found).find(Boolean) ?? ''); // a problem of no field here (the whole form)
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = (await loadSchema()).safeParse(values);
    if (!checked.success) return showProblems(problemsFromIssues(checked.error.issues));
    try {
      await update.mutateAsync(values);
      notify.success(t.saved);
      onClose();
    } catch (error) {
      const found = problemsFromApiError(error);
      if (found) showProblems(found);
      else notify.error(error);
    }
  };
  const field = (name: Name) => ({
    id: FIELD[name],
    value: values[name],
    onChange: change(name),
    invalid: !!problems[name],
    'aria-describedby': `${FIELD[name]}-error`,
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={styles.form} data-testid="profile-form">
      <FormField htmlFor={FIELD.position} label={t.fields.position} error={problems.position}>
        <TextInput {...field('position')} autoComplete="organization-title" />
      </FormField>
      <FormField htmlFor={FIELD.phone} label={t.fields.phone} error={problems.phone}>
        <TextInput {...field('phone')} type="tel" autoComplete="tel" />
      </FormField>
      <FormField htmlFor={FIELD.bio} label={t.fields.bio} error={problems.bio}>
        <TextArea {...field('bio')} rows={4} maxLength={1000} />
      </FormField>
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t.save}
        </Button>
        <Button onClick={onClose}>{t.cancel}</Button>
      </Flex>
    </form>
  );
}
