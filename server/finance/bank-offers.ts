import { getBankGateway } from '@/server/gateways/bank/client';
import type { SimulationInput } from '@/utils/schemas/bank';
import type { SessionUser } from '@/utils/session-user';

// What anyone signed in may ask the bank (docs/public-finance.md section 6): its products and a
// simulation. Neither sends personal data, so the call log keeps no NIP for them.

/** `GET /layanan-keuangan/products`: the bank's products (cached by the gateway for 10 minutes). */
export async function listBankProducts({ user }: { user: SessionUser }) {
  return { data: await getBankGateway().products({ userId: user.id }) };
}

/** `POST /layanan-keuangan/simulasi`: the bank's simulation of the terms, its 422 rules passed on. */
export function simulateLoan({ user, input }: { user: SessionUser; input: SimulationInput }) {
  return getBankGateway().simulate(input, { userId: user.id, loanType: input.loan_type });
}
