import { useRef, useState } from 'react';
import type { LoanField, LoanProblems, LoanValues } from './loan-values';

/**
 * The loan fields' values and problems; a change clears that field's problem. `prefill` fills what
 * the person has neither typed nor been given (SIASN's figures arriving after the form opened).
 */
export function useLoanForm(initial: () => LoanValues) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<LoanProblems>({});
  const touched = useRef(new Set<LoanField>());
  const change = (field: LoanField, value: string | undefined) => {
    touched.current.add(field);
    setValues((current) => ({ ...current, [field]: value ?? (field === 'loan_type' || field === 'region_code' ? undefined : '') }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const prefill = (defaults: Partial<LoanValues>) =>
    setValues((current) => {
      const open = (Object.keys(defaults) as LoanField[]).filter((field) => defaults[field] && !current[field] && !touched.current.has(field));
      return open.length ? { ...current, ...Object.fromEntries(open.map((field) => [field, defaults[field]])) } : current;
    });
  return { values, problems, setProblems, change, prefill };
}
