import { useState } from 'react';
import type { z } from 'zod';
import { problemsFromApiError, problemsFromIssues, type FieldProblems } from '@/components/ui/field-problems';
import { useNotify } from '@/components/ui/use-notify';

/**
 * The problems of a form with own controls (the coaching and meeting forms): checked with the
 * API's zod schema (loaded on the first check, not with the page) or taken from the API's 400;
 * the first wrong field, in the order of `ids`, gets the focus. A problem of no field is a toast.
 */
export function useFormProblems<N extends string>(ids: Record<N, string>) {
  const [problems, setProblems] = useState<FieldProblems>({});
  const notify = useNotify();
  const show = (found: FieldProblems) => {
    setProblems(found);
    const first = (Object.keys(ids) as N[]).find((name) => found[name]);
    if (first) document.getElementById(ids[first])?.focus();
    else notify.failed(Object.values(found).find(Boolean) ?? '');
  };
  return {
    problems,
    clear: (name: N) => setProblems((p) => ({ ...p, [name]: undefined })),
    /** The parsed values, or null with the problems shown. */
    async check<S extends z.ZodType>(loadSchema: () => Promise<S>, values: unknown): Promise<z.output<S> | null> {
      const checked = (await loadSchema()).safeParse(values);
      if (checked.success) return checked.data;
      show(problemsFromIssues(checked.error.issues));
      return null;
    },
    /** Shows the API's field problems, or the error as a toast. */
    fail(error: unknown) {
      const found = problemsFromApiError(error);
      if (found) show(found);
      else notify.error(error);
    },
    /** Props of the control of `name`. */
    field: (name: N) => ({ id: ids[name], invalid: !!problems[name], 'aria-describedby': `${ids[name]}-error` }),
  };
}
