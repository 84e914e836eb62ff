import { Button, Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { usePodcastMutations } from '@/hooks/podcasts/use-podcasts';
import { podcastsText } from '@/locales/id/podcasts';
import { withAntdScope } from '@/components/ui/antd-scope';
import { Panel } from '@/components/ui/panel';
import { useNotify } from '@/components/ui/use-notify';
import { applyApiFieldErrors, parseForm } from '@/components/ref/zod-form';
import { MarkdownEditor } from '@/components/tickets/markdown-editor-lazy';
import type { PodcastAdminView } from '@/utils/schemas/podcasts';
import { PodcastMediaUpload } from './podcast-media-upload';
import { podcastSchema } from './podcast-schema';

const t = podcastsText.form;

const valuesOf = (p: PodcastAdminView) => ({
  title: p.title,
  episode: p.episode,
  short_description: p.short_description,
  description: p.description,
  transcript: p.transcript,
  is_published: p.status === 'published',
});

/** An episode's form (texts and the publish switch) beside its audio and cover uploads. */
function PodcastEditor({ podcast }: { podcast: PodcastAdminView }) {
  const [form] = Form.useForm();
  const { update } = usePodcastMutations();
  const notify = useNotify();
  const save = async () => {
    const body = await parseForm(form, podcastSchema('PodcastPatchSchema'), form.getFieldsValue(true));
    if (!body) return;
    try {
      await update.mutateAsync({ id: podcast.id, body });
      notify.success(t.saved);
    } catch (error) {
      // Publishing without audio is refused (409): the switch goes back to what is stored.
      form.setFieldValue('is_published', podcast.status === 'published');
      if (!applyApiFieldErrors(form, error)) notify.error(error);
    }
  };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <Panel>
          <Form form={form} layout="vertical" data-testid="podcast-edit-form" initialValues={valuesOf(podcast)}>
            <Form.Item name="title" label={t.title} required>
              <Input aria-label={t.title} maxLength={200} />
            </Form.Item>
            <Form.Item name="episode" label={t.episode} required>
              <InputNumber aria-label={t.episode} min={1} precision={0} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="short_description" label={t.shortDescription}>
              <Input.TextArea aria-label={t.shortDescription} rows={2} maxLength={500} showCount />
            </Form.Item>
            <Form.Item name="description" label={t.description}>
              <MarkdownEditor rows={6} aria-label={t.description} />
            </Form.Item>
            <Form.Item name="transcript" label={t.transcript}>
              <Input.TextArea aria-label={t.transcript} rows={8} />
            </Form.Item>
            <Form.Item name="is_published" label={t.published} valuePropName="checked" extra={t.publishedHint}>
              <Switch aria-label={t.published} />
            </Form.Item>
            <Button type="primary" loading={update.isPending} onClick={() => void save()}>
              {t.save}
            </Button>
          </Form>
        </Panel>
      </Col>
      <Col xs={24} lg={8}>
        <Panel title={t.media}>
          <PodcastMediaUpload podcast={podcast} media="audio" />
          <div style={{ height: 24 }} />
          <PodcastMediaUpload podcast={podcast} media="cover" />
        </Panel>
      </Col>
    </Row>
  );
}

export default withAntdScope(PodcastEditor);
