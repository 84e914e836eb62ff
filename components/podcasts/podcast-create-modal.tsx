import { useRouter } from 'next/router';
import { Form, Input, InputNumber, Modal } from 'antd';
import { usePodcastMutations } from '@/hooks/podcasts/use-podcasts';
import { podcastsText } from '@/locales/id/podcasts';
import { withAntdScope } from '@/components/ui/antd-scope';
import { useNotify } from '@/components/ui/use-notify';
import { applyApiFieldErrors, parseForm } from '@/components/ref/zod-form';
import { podcastSchema } from './podcast-schema';

const t = podcastsText;

/** "Tambah episode": a title and number make a draft, then its edit page opens for the rest. */
function PodcastCreateModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm();
  const { create } = usePodcastMutations();
  const notify = useNotify();
  const router = useRouter();
  const submit = async () => {
    const body = await parseForm(form, podcastSchema('PodcastSchema'), form.getFieldsValue(true));
    if (!body) return;
    try {
      const created = await create.mutateAsync(body);
      notify.success(t.admin.created);
      onClose();
      form.resetFields();
      await router.push(`/podcasts/kelola/${created.id}`);
    } catch (error) {
      if (!applyApiFieldErrors(form, error)) notify.error(error);
    }
  };
  return (
    <Modal open={open} title={t.admin.add} okText={t.admin.create} cancelText={t.admin.cancel} confirmLoading={create.isPending} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" data-testid="podcast-create-form">
        <Form.Item name="title" label={t.form.title} required>
          <Input aria-label={t.form.title} maxLength={200} />
        </Form.Item>
        <Form.Item name="episode" label={t.form.episode} required>
          <InputNumber aria-label={t.form.episode} min={1} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default withAntdScope(PodcastCreateModal);
