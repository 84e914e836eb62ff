import type { z } from 'zod';
import { assignmentText } from '@/locales/id/assignment';
import { referenceText } from '@/locales/id/reference';
import { AssignmentModeSelect } from '@/components/assignment/assignment-mode-select';
import type { DataColumn } from '@/components/ui/data-table/data-table';
import { Text } from '@/components/ui/text';
import { ColorLabel, ColorTag } from './color-label';
import type { RefKind, RefRow, RefRowOf } from '@/services/ref';
import { knowledgeSchema } from './zod-form';
import styles from './ref.module.css';

const c = referenceText.columns;

type SchemaLoader = () => Promise<z.ZodType>;

export interface RefKindConfig {
  label: string;
  /** The API's schemas, loaded on the first save (components/ref/zod-form.ts). */
  createSchema: SchemaLoader;
  patchSchema: SchemaLoader;
  columns: DataColumn<RefRow>[];
  /** The form's initial values for an existing row (the API's create/patch field names). */
  toForm: (row: RefRow) => Record<string, unknown>;
  defaults: Record<string, unknown>;
  nameOf: (row: RefRow) => string;
}

// Columns beyond the name and its parent hide under antd's `md` breakpoint (`from: 'md'`), so a phone never scrolls sideways.
const as = <K extends RefKind>(row: RefRow) => row as RefRowOf[K];
const text = (v: string | null) => v || <Text secondary>-</Text>;

const coded = (label: string): RefKindConfig => ({
  label,
  createSchema: knowledgeSchema('CodedRefSchema'),
  patchSchema: knowledgeSchema('CodedRefPatchSchema'),
  columns: [
    { key: 'code', title: c.code, from: 'md', render: (r) => <code className={styles.code}>{as<'status'>(r).code}</code> },
    { key: 'name', title: c.name, render: (r) => <ColorTag color={as<'status'>(r).color}>{as<'status'>(r).name}</ColorTag> },
    { key: 'color', title: c.color, from: 'md', render: (r) => <ColorLabel color={as<'status'>(r).color} /> },
    { key: 'sort_order', title: c.order, width: 90, from: 'md', render: (r) => as<'status'>(r).sort_order },
    { key: 'total_tickets', title: c.tickets, width: 90, from: 'md', render: (r) => as<'status'>(r).total_tickets },
  ],
  toForm: (r) => {
    const row = as<'status'>(r);
    return { code: row.code, name: row.name, color: row.color, sort_order: row.sort_order };
  },
  defaults: { color: '#1677ff', sort_order: 0 },
  nameOf: (r) => as<'status'>(r).name,
});

const named = (label: string, createSchema: SchemaLoader, patchSchema: SchemaLoader, countTitle: string, count: (row: RefRow) => number): RefKindConfig => ({
  label,
  createSchema,
  patchSchema,
  columns: [
    { key: 'name', title: c.name, render: (r) => as<'categories'>(r).name },
    { key: 'description', title: c.description, from: 'md', render: (r) => text(as<'categories'>(r).description) },
    { key: 'count', title: countTitle, width: 120, from: 'md', render: count },
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
  categories: named(referenceText.tabs.categories, knowledgeSchema('CategorySchema'), knowledgeSchema('CategoryPatchSchema'), c.subCategories, (r) => as<'categories'>(r).total_sub_categories),
  'sub-categories': {
    label: referenceText.tabs['sub-categories'],
    createSchema: knowledgeSchema('SubCategorySchema'),
    patchSchema: knowledgeSchema('SubCategoryPatchSchema'),
    columns: [
      { key: 'name', title: c.name, render: (r) => as<'sub-categories'>(r).name },
      { key: 'category', title: c.category, render: (r) => as<'sub-categories'>(r).category.name },
      { key: 'hours', title: c.hours, width: 120, from: 'md', render: (r) => as<'sub-categories'>(r).duration_target_hours },
      { key: 'total_tickets', title: c.tickets, width: 90, from: 'md', render: (r) => as<'sub-categories'>(r).total_tickets },
      { key: 'assignment', title: assignmentText.modeLabel, width: 130, from: 'md', render: (r) => <AssignmentModeSelect row={as<'sub-categories'>(r)} /> },
    ],
    toForm: (r) => {
      const row = as<'sub-categories'>(r);
      return { category_id: row.category.id, name: row.name, description: row.description ?? '', duration_target_hours: row.duration_target_hours };
    },
    defaults: { duration_target_hours: 72 },
    nameOf: (r) => as<'sub-categories'>(r).name,
  },
  faqs: named(referenceText.tabs.faqs, knowledgeSchema('FaqSchema'), knowledgeSchema('FaqPatchSchema'), c.subFaqs, (r) => as<'faqs'>(r).total_sub_faqs),
  'sub-faqs': {
    label: referenceText.tabs['sub-faqs'],
    createSchema: knowledgeSchema('SubFaqSchema'),
    patchSchema: knowledgeSchema('SubFaqPatchSchema'),
    columns: [
      { key: 'question', title: c.question, render: (r) => as<'sub-faqs'>(r).question },
      { key: 'faq', title: c.faq, from: 'md', render: (r) => as<'sub-faqs'>(r).faq.name },
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
