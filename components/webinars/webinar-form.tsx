import { useEffect, type AriaAttributes, type KeyboardEvent } from 'react';
import { useRouter } from 'next/router';
import { Checkbox, DatePicker, Form, Input, InputNumber, Radio, Switch, type GetProps } from 'antd';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { withAntdScope } from '@/components/ui/antd-scope';
import { useConfirm } from '@/components/ui/use-confirm';
import { useNotify } from '@/components/ui/use-notify';
import { MarkdownEditor } from '@/components/tickets/markdown-editor-lazy';
import { applyApiFieldErrors, parseForm } from '@/components/ref/zod-form';
import { useWebinarMutations } from '@/hooks/webinars/use-webinars';
import { webinarsText } from '@/locales/id/webinars';
import { accountGroups } from '@/locales/id/ui';
import { fromPickerValue, toPickerValue, type Dayjs } from '@/utils/format';
import { GROUP_VALUES } from '@/utils/schemas/user-codes';
import type { WebinarDetail, WebinarInput } from '@/utils/schemas/webinars';
import { SignatoryFields } from './webinar-signatory-fields';

const t = webinarsText.form;
const loadSchema = () => import('@/utils/schemas/webinars').then((s) => s.WebinarSchema);
type Values = Omit<WebinarInput, 'starts_at' | 'ends_at'> & { period?: [Dayjs | null, Dayjs | null] | null };

const initial = (w: WebinarDetail | null): Partial<Values> =>
  w
    ? {
        title: w.title,
        description: w.description_markdown,
        status: w.status,
        registration_open: w.registration_open,
        allowed_groups: w.allowed_groups,
        training_hours: w.training_hours,
        posttest_attempts: w.posttest_attempts,
        period: [toPickerValue(w.starts_at), toPickerValue(w.ends_at)],
        meeting_link: w.meeting_link ?? '',
        recording_link: w.recording_link ?? '',
        signatory_name: w.signatory_name ?? '',
        signatory_nip: w.signatory_nip ?? '',
        signatory_position: w.signatory_position ?? '',
      }
    : { status: 'draft', registration_open: false, allowed_groups: ['MASTER'], training_hours: 2, posttest_attempts: 1, period: null, signatory_name: '', signatory_nip: '', signatory_position: '' };

const GROUP_OPTIONS = GROUP_VALUES.map((g) => ({ value: g, label: accountGroups[g] }));

/**
 * The allowed groups. A required Form.Item gives its control aria-required, which a role="group"
 * may not carry (axe aria-allowed-attr, critical): dropped here; the label keeps its required mark.
 */
function GroupChoice({ 'aria-required': _notForGroups, ...props }: GetProps<typeof Checkbox.Group> & Pick<AriaAttributes, 'aria-required'>) {
  return <Checkbox.Group {...props} options={GROUP_OPTIONS} />;
}

/** Create (`webinar` null) or edit a series; the times are WIB wall clocks, as everywhere. */
/**
 * Enter in the time picker confirms the typed time; the browser would also submit the form with it
 * (implicit submission), saving a series the admin is still writing. Caught before the picker sees it.
 */
function keepEnterInPicker(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && event.target instanceof Element && event.target.closest('.ant-picker')) event.preventDefault();
}

function WebinarFormContent({ webinar }: { webinar: WebinarDetail | null }) {
  const [form] = Form.useForm<Values>();
  const router = useRouter();
  const notify = useNotify();
  const confirm = useConfirm();
  const { create, update, remove } = useWebinarMutations();
  useEffect(() => form.setFieldsValue(initial(webinar)), [form, webinar]);

  const submit = async () => {
    const { period, ...v } = form.getFieldsValue(true) as Values & { starts_at?: string; ends_at?: string };
    const body = { ...v, starts_at: fromPickerValue(period?.[0]) ?? '', ends_at: fromPickerValue(period?.[1]) ?? '' };
    if (!(await parseForm(form, loadSchema, body))) {
      const periodErrors = [...form.getFieldError('starts_at' as never), ...form.getFieldError('ends_at' as never)];
      if (periodErrors.length) form.setFields([{ name: 'period', errors: periodErrors }]);
      return;
    }
    try {
      const saved = webinar ? await update.mutateAsync({ id: webinar.id, body }) : await create.mutateAsync(body);
      notify.success(t.saved);
      if (!webinar) void router.replace(`/webinar/kelola/${saved.id}`);
    } catch (error) {
      if (!applyApiFieldErrors(form, error)) notify.error(error);
    }
  };
  const removeSeries = (id: number) =>
    confirm({ title: t.removeConfirm, okButtonProps: { danger: true }, onOk: async () => (await notify.track(remove.mutateAsync(id), t.removed)) && router.push('/webinar') });

  return (
    <Panel title={webinar ? t.titleEdit : t.titleAdd}>
      <Form form={form} layout="vertical" data-testid="webinar-form" onFinish={() => void submit()} onKeyDownCapture={keepEnterInPicker}>
        <Form.Item name="title" label={t.title} required>
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t.description}>
          <MarkdownEditor rows={5} aria-label={t.description} />
        </Form.Item>
        <Flex gap={24} wrap>
          <Form.Item name="status" label={t.status}>
            <Radio.Group options={(['draft', 'published'] as const).map((s) => ({ value: s, label: webinarsText.status[s] }))} />
          </Form.Item>
          <Form.Item name="registration_open" label={t.registrationOpen} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="training_hours" label={t.trainingHours}>
            <InputNumber min={0} max={200} />
          </Form.Item>
          <Form.Item name="posttest_attempts" label={t.posttestAttempts} tooltip={t.posttestAttemptsHint}>
            <InputNumber min={1} max={5} />
          </Form.Item>
        </Flex>
        <Form.Item name="allowed_groups" label={t.allowedGroups} required>
          <GroupChoice />
        </Form.Item>
        <Form.Item name="period" label={t.period} required>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="DD/MM/YYYY HH:mm" placeholder={[t.starts, t.ends]} style={{ width: '100%' }} />
        </Form.Item>
        {/* Hold the schema's errors on the two bounds, shown on the range picker above. */}
        <Form.Item name="starts_at" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="ends_at" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="meeting_link" label={t.meetingLink}>
          <Input inputMode="url" />
        </Form.Item>
        <Form.Item name="recording_link" label={t.recordingLink}>
          <Input inputMode="url" />
        </Form.Item>
        <SignatoryFields />
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
            {t.save}
          </Button>
          {webinar && (
            <Button danger onClick={() => removeSeries(webinar.id)}>
              {t.remove}
            </Button>
          )}
        </Flex>
      </Form>
    </Panel>
  );
}

export const WebinarForm = withAntdScope(WebinarFormContent);
