import { useRouter } from 'next/router';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Switch } from 'antd';
import { useServicePageMutations } from '@/hooks/service-catalogue/use-service-pages';
import { serviceCatalogueText } from '@/locales/id/service-catalogue';
import { withAntdScope } from '@/components/ui/antd-scope';
import { Panel } from '@/components/ui/panel';
import { useNotify } from '@/components/ui/use-notify';
import { applyApiFieldErrors, parseForm } from '@/components/ref/zod-form';
import { MarkdownEditor } from '@/components/tickets/markdown-editor-lazy';
import { SubCategorySelect } from '@/components/tickets/sub-category-select';
import { SERVICE_PAGE_LIMITS, type ServicePageView } from '@/utils/schemas/service-catalogue';

const t = serviceCatalogueText.form;
const EMPTY = { title: '', slug: '', summary: '', content_markdown: '', requirements: [''], sub_category_id: null, sort_order: 0, is_published: false };

// zod comes with the first save, not with the page (components/ref/zod-form.ts).
const schema = (name: 'ServicePageSchema') => () => import('@/utils/schemas/service-catalogue').then((s) => s[name]);

const valuesOf = (p: ServicePageView) => ({
  title: p.title,
  slug: p.slug,
  summary: p.summary,
  content_markdown: p.content_markdown ?? '',
  requirements: p.requirements.length ? p.requirements : [''],
  sub_category_id: p.sub_category?.id ?? null,
  sort_order: p.sort_order,
  is_published: p.is_published,
});

/** A service page's form: a new one (`page` undefined) or an existing one; the saved page's edit address opens after. */
function ServicePageEditor({ page }: { page?: ServicePageView }) {
  const [form] = Form.useForm();
  const router = useRouter();
  const notify = useNotify();
  const { create, update } = useServicePageMutations();
  const save = async () => {
    const values = form.getFieldsValue(true) as typeof EMPTY;
    // Empty rows are the editor's spare lines, not requirements.
    const input = { ...values, requirements: (values.requirements ?? []).map((r) => (r ?? '').trim()).filter(Boolean) };
    // The create schema checks every field a patch may change: one check serves both.
    const body = await parseForm(form, schema('ServicePageSchema'), input);
    if (!body) return;
    try {
      const saved = page ? await update.mutateAsync({ slug: page.slug, body }) : await create.mutateAsync(body);
      notify.success(page ? t.saved : t.created);
      if (saved.slug !== page?.slug) await router.replace(`/layanan/kepegawaian/kelola/${saved.slug}`);
    } catch (error) {
      if (!applyApiFieldErrors(form, error)) notify.error(error);
    }
  };
  return (
    <Panel>
      <Form form={form} layout="vertical" data-testid="service-page-form" initialValues={page ? valuesOf(page) : EMPTY}>
        <Form.Item name="title" label={t.title} required>
          <Input maxLength={SERVICE_PAGE_LIMITS.title} />
        </Form.Item>
        <Form.Item name="slug" label={t.slug} required extra={t.slugHint}>
          <Input maxLength={SERVICE_PAGE_LIMITS.slug} />
        </Form.Item>
        <Form.Item name="summary" label={t.summary}>
          <Input.TextArea rows={2} maxLength={SERVICE_PAGE_LIMITS.summary} showCount />
        </Form.Item>
        <Form.Item name="content_markdown" label={t.content}>
          <MarkdownEditor rows={12} aria-label={t.content} />
        </Form.Item>
        <Form.Item label={t.requirements} required={false}>
          <Form.List name="requirements">
            {(fields, { add, remove }) => (
              <div data-testid="requirements-editor" style={{ display: 'grid', gap: 8 }}>
                {fields.map((field, i) => (
                  <div key={field.key} style={{ display: 'flex', gap: 8 }}>
                    <Form.Item name={field.name} noStyle>
                      <Input aria-label={t.requirement(i + 1)} maxLength={SERVICE_PAGE_LIMITS.requirement} />
                    </Form.Item>
                    <Button aria-label={t.removeRequirement(i + 1)} icon={<DeleteOutlined aria-hidden />} onClick={() => remove(field.name)} />
                  </div>
                ))}
                {fields.length < SERVICE_PAGE_LIMITS.requirements && (
                  <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add('')}>
                    {t.addRequirement}
                  </Button>
                )}
              </div>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item name="sub_category_id" label={t.subCategory} extra={t.subCategoryHint}>
          <SubCategorySelect placeholder={t.subCategoryNone} />
        </Form.Item>
        <Form.Item name="sort_order" label={t.sortOrder}>
          <InputNumber min={0} max={10_000} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="is_published" label={t.published} valuePropName="checked" extra={t.publishedHint}>
          <Switch aria-label={t.published} />
        </Form.Item>
        <Button type="primary" loading={create.isPending || update.isPending} onClick={() => void save()}>
          {page ? t.save : t.create}
        </Button>
      </Form>
    </Panel>
  );
}

export default withAntdScope(ServicePageEditor);
