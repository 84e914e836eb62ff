import { useMutation, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@/hooks/tickets/use-debounced-value';
import { getProducts, simulate } from '@/services/finance';
import type { SimulationInput } from '@/utils/schemas/bank';
import { financeKeys } from './keys';

/** The bank's products; the server caches them for 10 minutes, so the page keeps them as long. */
export function useProducts() {
  return useQuery({ queryKey: financeKeys.products(), queryFn: getProducts, staleTime: 10 * 60 * 1000 });
}

/** One simulation: a question to the bank, so a mutation (each press asks again). */
export function useSimulation() {
  return useMutation({ mutationFn: (body: SimulationInput) => simulate(body) });
}

/**
 * The instalment for what the wizard holds, asked once the typing has paused; null input asks
 * nothing. A 422 (amount too high, say) is an answer to show, not something to retry.
 */
export function useEstimate(input: SimulationInput | null) {
  // Only the simulation's fields, in one order: the wizard's two steps share the answer.
  const terms = input && { loan_type: input.loan_type, basic_salary: input.basic_salary, tenor_months: input.tenor_months, region_code: input.region_code, amount: input.amount };
  const key = useDebouncedValue(terms ? JSON.stringify(terms) : null, 400);
  return useQuery({
    queryKey: [...financeKeys.all, 'estimate', key],
    queryFn: () => simulate(JSON.parse(key ?? '{}') as SimulationInput),
    enabled: key !== null,
    retry: false,
    staleTime: 60_000,
  });
}
