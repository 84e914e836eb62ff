import { ColorPicker, Form, Input, InputNumber, Select } from 'antd';
import { referenceText } from '@/locales/id/reference';
import type { RefKind } from '@/services/ref';
import { useRefList } from '@/hooks/ref/use-ref';
import { MarkdownEditor } from '@/components/tickets/markdown-editor-lazy';

const c = referenceText.columns;

function ParentSelect({ kind, name, label }: { kind: 'categories' | 'faqs'; name: string; label: string }) {
  const { data, isLoading } = useRefList(kind);
  return (
    <Form.Item name={name} label={label} required>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        loading={isLoading}
        placeholder={referenceText.choose}
        options={data?.map((p) => ({ value: p.id, label: p.name }))}
        aria-label={label}
      />
    </Form.Item>
  );
}

/** The inputs of one reference kind; names follow the API's create/patch bodies. */
export function RefFormFields({ kind, codeLocked }: { kind: RefKind; codeLocked: boolean }) {
  if (kind === 'status' || kind === 'priorities') {
    return (
      <>
        <Form.Item name="code" label={c.code} required extra={codeLocked ? referenceText.locked : undefined}>
          <Input disabled={codeLocked} style={{ textTransform: 'uppercase' }} aria-label={c.code} />
        </Form.Item>
        <Form.Item name="name" label={c.name} required>
          <Input aria-label={c.name} />
        </Form.Item>
        <Form.Item name="color" label={c.color} required getValueFromEvent={(color) => color.toHexString()}>
          <ColorPicker disabledAlpha showText format="hex" />
        </Form.Item>
        <Form.Item name="sort_order" label={c.order}>
          <InputNumber min={0} max={999} aria-label={c.order} />
        </Form.Item>
      </>
    );
  }
  if (kind === 'sub-faqs') {
    return (
      <>
        <ParentSelect kind="faqs" name="faq_id" label={c.faq} />
        <Form.Item name="question" label={c.question} required>
          <Input aria-label={c.question} />
        </Form.Item>
        <Form.Item name="answer" label={c.answer} required>
          <MarkdownEditor rows={6} aria-label={c.answer} />
        </Form.Item>
      </>
    );
  }
  return (
    <>
      {kind === 'sub-categories' && <ParentSelect kind="categories" name="category_id" label={c.category} />}
      <Form.Item name="name" label={c.name} required>
        <Input aria-label={c.name} />
      </Form.Item>
      <Form.Item name="description" label={c.description}>
        <Input.TextArea rows={3} aria-label={c.description} />
      </Form.Item>
      {kind === 'sub-categories' && (
        <Form.Item name="duration_target_hours" label={c.hours} required>
          <InputNumber min={1} max={8760} aria-label={c.hours} />
        </Form.Item>
      )}
    </>
  );
}
