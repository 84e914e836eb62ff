// The keys of the finance area (docs/public-finance.md section 6), in the shape of hooks/query-keys.ts.

export const financeKeys = {
  all: ['finance'] as const,
  products: () => [...financeKeys.all, 'products'] as const,
  applicant: () => [...financeKeys.all, 'applicant'] as const,
  loans: () => [...financeKeys.all, 'loans'] as const,
  loanList: (query: { page: number; limit: number }) => [...financeKeys.loans(), 'list', query] as const,
  loan: (id: string) => [...financeKeys.loans(), 'detail', id] as const,
};
