import type { FormInstance } from 'antd';
import type { z } from 'zod';
import { isApiError } from '@/services/api';

type KnowledgeSchemas = typeof import('@/utils/schemas/knowledge');

/**
 * A schema of utils/schemas/knowledge, loaded (and zod with it, ~22 kB gzip) by the first check of
 * a form instead of with the page.
 */
export function knowledgeSchema<K extends keyof KnowledgeSchemas>(name: K): () => Promise<KnowledgeSchemas[K]> {
  return () => import('@/utils/schemas/knowledge').then((schemas) => schemas[name]);
}

/**
 * Parses form values with the same zod schema the API uses; on failure the messages land on their
 * fields and the result is null.
 */
export async function parseForm<S extends z.ZodType>(form: FormInstance, loadSchema: () => Promise<S>, values: unknown): Promise<z.output<S> | null> {
  const result = (await loadSchema()).safeParse(values);
  if (result.success) return result.data;
  const byField = new Map<string, string[]>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    byField.set(name, [...(byField.get(name) ?? []), issue.message]);
  }
  form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
  return null;
}

/** Puts the API's 400 `fields` on the form; true when there were any. */
export function applyApiFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!isApiError(error)) return false;
  const fields = error.response?.data?.fields;
  if (!fields?.length) return false;
  form.setFields(fields.map((f) => ({ name: f.path.split('.')[0], errors: [f.message] })));
  return true;
}
