import { useState, type FormEvent, type ReactNode } from 'react';
import { useFormProblems } from '@/components/coaching/use-form-problems';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { TextArea } from '@/components/ui/text-area';
import { TextInput } from '@/components/ui/text-input';
import { useNotify } from '@/components/ui/use-notify';
import { useMeetingMutations } from '@/hooks/meetings/use-meeting-mutations';
import { meetingsText } from '@/locales/id/meetings';
import type { MeetingType } from '@/utils/schemas/meetings';
import { MEETING_TYPE_OPTIONS, RECURRENCE_OPTIONS } from './meeting-type';

const t = meetingsText.form;
type Name = 'topic' | 'type' | 'start_time' | 'duration' | 'agenda' | 'recurrence';
const IDS: Record<Name, string> = { topic: 'meeting-topic', type: 'meeting-type', start_time: 'meeting-start', duration: 'meeting-duration', agenda: 'meeting-agenda', recurrence: 'meeting-recurrence' };
const loadSchema = () => import('@/utils/schemas/meetings').then((m) => m.MeetingCreateSchema);
const number = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * A new Zoom meeting: the time for types 2 and 8 (a WIB wall clock), the recurrence for type 8.
 * The API's schema checks the same rules; only what the type takes is sent.
 */
export function MeetingForm() {
  const { create } = useMeetingMutations();
  const notify = useNotify();
  const form = useFormProblems(IDS);
  const [type, setType] = useState<MeetingType>(2);
  const [text, setText] = useState({ topic: '', start_time: '', duration: '60', agenda: '', interval: '1', endTimes: '4' });
  const [recurrence, setRecurrence] = useState<1 | 2 | 3>(2);
  const timed = type === 2 || type === 8;
  const edit = (key: keyof typeof text, name: Name) => (value: string) => {
    setText((v) => ({ ...v, [key]: value }));
    form.clear(name);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = {
      topic: text.topic,
      type,
      ...(timed && text.start_time ? { start_time: `${text.start_time}:00+07:00` } : {}),
      ...(type !== 3 ? { duration: number(text.duration) } : {}),
      ...(text.agenda.trim() ? { agenda: text.agenda } : {}),
      ...(type === 8 ? { recurrence: { type: recurrence, repeat_interval: number(text.interval), end_times: number(text.endTimes) } } : {}),
    };
    const body = await form.check(loadSchema, values);
    if (!body) return;
    try {
      await create.mutateAsync(body);
      notify.success(t.created);
      setText((v) => ({ ...v, topic: '', agenda: '' }));
    } catch (error) {
      form.fail(error);
    }
  };
  const field = (name: Name, label: string, input: ReactNode, required = false) => (
    <FormField htmlFor={IDS[name]} label={label} required={required} error={form.problems[name]}>
      {input}
    </FormField>
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t.title} data-testid="meeting-form">
      {field('topic', t.topic, <TextInput {...form.field('topic')} value={text.topic} onChange={edit('topic', 'topic')} maxLength={200} />, true)}
      {field('type', t.type, <NativeSelect<MeetingType> {...form.field('type')} value={type} onChange={(v) => v && setType(v)} options={MEETING_TYPE_OPTIONS} />, true)}
      <Flex gap={12} wrap>
        {timed && field('start_time', t.start, <TextInput {...form.field('start_time')} type="datetime-local" value={text.start_time} onChange={edit('start_time', 'start_time')} />, true)}
        {type !== 3 && field('duration', t.duration, <TextInput {...form.field('duration')} type="number" min={1} max={1440} value={text.duration} onChange={edit('duration', 'duration')} />)}
      </Flex>
      {type === 8 && (
        <Flex gap={12} wrap>
          {field('recurrence', t.recurrence, <NativeSelect<1 | 2 | 3> {...form.field('recurrence')} value={recurrence} onChange={(v) => v && setRecurrence(v)} options={RECURRENCE_OPTIONS} />, true)}
          <FormField htmlFor="meeting-interval" label={t.repeatInterval}>
            <TextInput id="meeting-interval" type="number" min={1} max={90} value={text.interval} onChange={edit('interval', 'recurrence')} />
          </FormField>
          <FormField htmlFor="meeting-end-times" label={t.endTimes}>
            <TextInput id="meeting-end-times" type="number" min={1} max={60} value={text.endTimes} onChange={edit('endTimes', 'recurrence')} />
          </FormField>
        </Flex>
      )}
      {field('agenda', t.agenda, <TextArea {...form.field('agenda')} value={text.agenda} onChange={edit('agenda', 'agenda')} rows={2} maxLength={2000} />)}
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {t.submit}
      </Button>
    </form>
  );
}
