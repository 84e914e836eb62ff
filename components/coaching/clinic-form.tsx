import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Flex } from '@/components/ui/flex';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { TextInput } from '@/components/ui/text-input';
import { useNotify } from '@/components/ui/use-notify';
import { useClinicMutations } from '@/hooks/coaching/use-clinic-mutations';
import { coachingText } from '@/locales/id/coaching';
import { useFormProblems } from './use-form-problems';

const t = coachingText.form;
type Name = 'title' | 'description' | 'date' | 'start_time' | 'end_time' | 'capacity';
const IDS: Record<Name, string> = { title: 'clinic-title', description: 'clinic-description', date: 'clinic-date', start_time: 'clinic-start', end_time: 'clinic-end', capacity: 'clinic-capacity' };
const loadSchema = () => import('@/utils/schemas/coaching').then((m) => m.ClinicSchema);
const EMPTY: Record<Name, string> = { title: '', description: '', date: '', start_time: '09:00', end_time: '10:00', capacity: '10' };

/** Schedules a clinic (the server makes its Zoom meeting); checked with the API's schema. */
export function ClinicForm({ onClose }: { onClose: () => void }) {
  const { schedule } = useClinicMutations();
  const notify = useNotify();
  const form = useFormProblems(IDS);
  const [values, setValues] = useState(EMPTY);
  const [isPrivate, setPrivate] = useState(false);
  const control = (name: Name) => ({
    ...form.field(name),
    value: values[name],
    onChange: (value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      form.clear(name);
    },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = await form.check(loadSchema, { ...values, capacity: Number(values.capacity), is_private: isPrivate });
    if (!body) return;
    try {
      await schedule.mutateAsync(body);
      notify.success(t.scheduled);
      onClose();
    } catch (error) {
      form.fail(error);
    }
  };
  const field = (name: Name, label: string, input: ReactNode) => (
    <FormField htmlFor={IDS[name]} label={label} required={name !== 'description'} error={form.problems[name]}>
      {input}
    </FormField>
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t.title} data-testid="clinic-form">
      {field('title', t.name, <TextInput {...control('title')} maxLength={200} />)}
      {field('description', t.description, <TextArea {...control('description')} rows={3} maxLength={20_000} />)}
      <Flex gap={12} wrap>
        {field('date', t.date, <TextInput {...control('date')} type="date" />)}
        {field('start_time', t.start, <TextInput {...control('start_time')} type="time" />)}
        {field('end_time', t.end, <TextInput {...control('end_time')} type="time" />)}
        {field('capacity', t.capacity, <TextInput {...control('capacity')} type="number" min={1} max={500} />)}
      </Flex>
      <Checkbox checked={isPrivate} onChange={(event) => setPrivate(event.target.checked)}>
        {t.private}
      </Checkbox>
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        <Button type="primary" htmlType="submit" loading={schedule.isPending}>
          {t.submit}
        </Button>
        <Button onClick={onClose}>{t.cancel}</Button>
      </Flex>
    </form>
  );
}
