import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Breakpoint } from 'antd';
import type { z } from 'zod';
import { referenceText } from '@/locales/id';
import { ColorLabel, ColorTag } from './color-label';
import type { RefKind, RefRow, RefRowOf } from '@/services/ref';
import { knowledgeSchema } from './zod-form';

const c = referenceText.columns;

type SchemaLoader = () => Promise<z.ZodType>;

export interface RefKindConfig {
  label: string;
  /** The API's schemas, loaded on the first save (components/ref/zod-form.ts). */
  createSchema: SchemaLoader;
  patchSchema: SchemaLoader;
  columns: ColumnsType<RefRow>;
  /** The form's initial values for an existing row (the API's create/patch field names). */
  toForm: (row: RefRow) => Record<string, unknown>;
  defaults: Record<string, unknown>;
  nameOf: (row: RefRow) => string;
}

// Columns beyond the name and its parent hide under antd's `md` breakpoint, so a phone never scrolls sideways.
const WIDE: Breakpoint[] = ['md'];

const as = <K extends RefKind>(row: RefRow) => row as RefRowOf[K];
const text = (v: string | null) => v || <Typography.Text type="secondary">-</Typography.Text>;

const coded = (label: string): RefKindConfig => ({
  label,
  createSchema: knowledgeSchema('CodedRefSchema'),
  patchSchema: knowledgeSchema('CodedRefPatchSchema'),
  columns: [
    { title: c.code, dataIndex: 'code', responsive: WIDE, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
    { title: c.name, dataIndex: 'name', render: (v: string, r) => <ColorTag color={as<'status'>(r).color}>{v}</ColorTag> },
    { title: c.color, dataIndex: 'color', responsive: WIDE, render: (v: string) => <ColorLabel color={v} /> },
    { title: c.order, dataIndex: 'sort_order', width: 90, responsive: WIDE },
    { title: c.tickets, dataIndex: 'total_tickets', width: 90, responsive: WIDE },
  ],
  toForm: (r) => {
    const row = as<'status'>(r);
    return { code: row.code, name: row.name, color: row.color, sort_order: row.sort_order };
  },
  defaults: { color: '#1677ff', sort_order: 0 },
  nameOf: (r) => as<'status'>(r).name,
});

const named = (label: string, createSchema: SchemaLoader, patchSchema: SchemaLoader, countTitle: string, countKey: string): RefKindConfig => ({
  label,
  createSchema,
  patchSchema,
  columns: [
    { title: c.name, dataIndex: 'name' },
    { title: c.description, dataIndex: 'description', responsive: WIDE, render: text },
    { title: countTitle, dataIndex: countKey, width: 120, responsive: WIDE },
  ],
  toForm: (r) => {
    const row = as<'categories'>(r);
    return { name: row.name, description: row.description ?? '' };
  },
  defaults: {},
  nameOf: (r) => as<'categories'>(r).name,
});

export const REF_KINDS: Record<RefKind, RefKindConfig> = {
  status: coded(referenceText.tabs.status),
  priorities: coded(referenceText.tabs.priorities),
  categories: named(referenceText.tabs.categories, knowledgeSchema('CategorySchema'), knowledgeSchema('CategoryPatchSchema'), c.subCategories, 'total_sub_categories'),
  'sub-categories': {
    label: referenceText.tabs['sub-categories'],
    createSchema: knowledgeSchema('SubCategorySchema'),
    patchSchema: knowledgeSchema('SubCategoryPatchSchema'),
    columns: [
      { title: c.name, dataIndex: 'name' },
      { title: c.category, key: 'category', render: (_, r) => as<'sub-categories'>(r).category.name },
      { title: c.hours, dataIndex: 'duration_target_hours', width: 120, responsive: WIDE },
      { title: c.tickets, dataIndex: 'total_tickets', width: 90, responsive: WIDE },
    ],
    toForm: (r) => {
      const row = as<'sub-categories'>(r);
      return { category_id: row.category.id, name: row.name, description: row.description ?? '', duration_target_hours: row.duration_target_hours };
    },
    defaults: { duration_target_hours: 72 },
    nameOf: (r) => as<'sub-categories'>(r).name,
  },
  faqs: named(referenceText.tabs.faqs, knowledgeSchema('FaqSchema'), knowledgeSchema('FaqPatchSchema'), c.subFaqs, 'total_sub_faqs'),
  'sub-faqs': {
    label: referenceText.tabs['sub-faqs'],
    createSchema: knowledgeSchema('SubFaqSchema'),
    patchSchema: knowledgeSchema('SubFaqPatchSchema'),
    columns: [
      { title: c.question, dataIndex: 'question' },
      { title: c.faq, key: 'faq', responsive: WIDE, render: (_, r) => as<'sub-faqs'>(r).faq.name },
    ],
    toForm: (r) => {
      const row = as<'sub-faqs'>(r);
      return { faq_id: row.faq.id, question: row.question, answer: row.answer_markdown };
    },
    defaults: {},
    nameOf: (r) => as<'sub-faqs'>(r).question,
  },
};

export const REF_KIND_ORDER: RefKind[] = ['status', 'priorities', 'categories', 'sub-categories', 'faqs', 'sub-faqs'];
