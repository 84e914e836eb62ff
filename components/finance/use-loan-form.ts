import { useState } from 'react';
import type { LoanField, LoanProblems, LoanValues } from './loan-values';

/** The loan fields' values and problems; a change clears that field's problem. */
export function useLoanForm(initial: () => LoanValues) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<LoanProblems>({});
  const change = (field: LoanField, value: string | undefined) => {
    setValues((current) => ({ ...current, [field]: value ?? (field === 'loan_type' || field === 'region_code' ? undefined : '') }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  return { values, problems, setProblems, change };
}
