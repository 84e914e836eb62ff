import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getApplicant, getLoan, listLoans, refreshLoanStatus, submitLoan } from '@/services/finance';
import { isApiError } from '@/services/api';
import type { LoanApplicationBody, LoanApplicationView } from '@/utils/schemas/loans';
import { financeKeys } from './keys';

/** The prefill from SIASN; a 403 (no NIP, not in SIASN) is an answer, not something to retry. */
export function useApplicant() {
  return useQuery({
    queryKey: financeKeys.applicant(),
    queryFn: getApplicant,
    retry: (failures, error) => !(isApiError(error) && error.response?.status === 403) && failures < 2,
  });
}

export function useLoans(query: { page: number; limit: number }) {
  return useQuery({ queryKey: financeKeys.loanList(query), queryFn: () => listLoans(query), placeholderData: keepPreviousData });
}

export function useLoan(id: string | null) {
  return useQuery({ queryKey: financeKeys.loan(id ?? ''), queryFn: () => getLoan(id ?? ''), enabled: id !== null });
}

/** Apply, and ask the bank for a status now; both refresh the lists and put the answer in place. */
export function useLoanMutations() {
  const queryClient = useQueryClient();
  const onSuccess = (loan: LoanApplicationView) => {
    queryClient.setQueryData(financeKeys.loan(loan.id), loan);
    return queryClient.invalidateQueries({ queryKey: [...financeKeys.loans(), 'list'] });
  };
  return {
    submit: useMutation({ mutationFn: (body: LoanApplicationBody) => submitLoan(body), onSuccess }),
    refresh: useMutation({ mutationFn: (id: string) => refreshLoanStatus(id), onSuccess }),
  };
}
