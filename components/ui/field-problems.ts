import { isApiError } from '@/services/api';

/** A message per field name, for a form's FormFields; '' holds a problem of the whole form. */
export type FieldProblems = Partial<Record<string, string>>;

/** The first message of each field (the first part of its path), from zod's issues or alike. */
export function problemsFromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldProblems {
  const found: FieldProblems = {};
  for (const issue of issues) found[String(issue.path[0] ?? '')] ??= issue.message;
  return found;
}

/** The fields the API named in its 400 answer (`fields`), or null when it named none. */
export function problemsFromApiError(error: unknown): FieldProblems | null {
  const fields = isApiError(error) ? error.response?.data?.fields : undefined;
  if (!fields?.length) return null;
  return problemsFromIssues(fields.map((field) => ({ path: field.path.split('.'), message: field.message })));
}
