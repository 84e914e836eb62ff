/** An issue as zod reports it (or the API's 400 `fields`, path split on dots). */
interface Issue {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The message of each form field (the first part of an issue's path; its first issue only, the
 * one to fix first, as components/ui/field-problems.ts does). A value of the wrong type
 * can only be an empty box here (the controls give the schema's types), so zod's English
 * "expected number, received undefined" becomes `required`.
 */
export function issuesByField(issues: readonly Issue[], required: string): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    const message = issue.code === 'invalid_type' ? required : issue.message;
    if (!byField.has(name)) byField.set(name, [message]);
  }
  return byField;
}
