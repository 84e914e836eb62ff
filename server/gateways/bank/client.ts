import { z } from 'zod';
import {
  BankApplication,
  BankProduct,
  Simulation,
  type BankApplicationInput,
  type SimulationInput,
} from '@/utils/schemas/bank';
import { notFound } from '@/server/http/errors';
import { getBankConfig } from './config';
import { bankExchange, type BankCallContext } from './exchange';

export type { BankCallContext } from './exchange';

/** The partner bank as the portal sees it (docs/public-finance.md section 5); every call is logged in bank_calls. */
export interface BankGateway {
  /** The bank's products, cached for 10 minutes. */
  products(ctx: BankCallContext): Promise<BankProduct[]>;
  simulate(input: SimulationInput, ctx: BankCallContext): Promise<Simulation>;
  /** Files an application; the same `reference` again answers the same application. */
  submitApplication(input: BankApplicationInput, ctx: BankCallContext): Promise<BankApplication>;
  /** One application by the bank's id; unknown -> 404. */
  application(applicationId: string, ctx: BankCallContext): Promise<BankApplication>;
  /** The applications the bank holds for a NIP. */
  applicationsOf(nip: string, ctx: BankCallContext): Promise<BankApplication[]>;
}

const PRODUCTS_TTL_MS = 10 * 60 * 1000;
// Keyed by base URL so a test pointing the gateway at another sandbox never reads a stale list.
let productsCache: { base: string; until: number; products: BankProduct[] } | null = null;

/** Forgets the cached products (tests). */
export function clearBankProductsCache(): void {
  productsCache = null;
}

const APPLICATION_ID = /^BJ-\d{4}-\d{6}$/;

const gateway: BankGateway = {
  async products(ctx) {
    const base = getBankConfig().BANK_API_BASE ?? '';
    if (productsCache && productsCache.base === base && productsCache.until > Date.now()) return productsCache.products;
    const products = await bankExchange({ method: 'GET', path: '/products', data: z.array(BankProduct) }, ctx);
    productsCache = { base, until: Date.now() + PRODUCTS_TTL_MS, products };
    return products;
  },
  simulate(input, ctx) {
    return bankExchange({ method: 'POST', path: '/simulations', body: input, data: Simulation }, { ...ctx, loanType: ctx.loanType ?? input.loan_type });
  },
  submitApplication(input, ctx) {
    return bankExchange(
      { method: 'POST', path: '/applications', body: input, data: BankApplication },
      { ...ctx, nip: ctx.nip ?? input.nip, loanType: ctx.loanType ?? input.loan_type },
    );
  },
  async application(applicationId, ctx) {
    // Only the bank's own id shape reaches its URL: anything else cannot exist there.
    if (!APPLICATION_ID.test(applicationId)) throw notFound();
    return bankExchange({ method: 'GET', path: `/applications/${applicationId}`, data: BankApplication }, ctx);
  },
  applicationsOf(nip, ctx) {
    // The NIP travels in the query, which the log never keeps; it goes to the log's nip column instead.
    return bankExchange({ method: 'GET', path: '/applications', query: { nip }, data: z.array(BankApplication) }, { ...ctx, nip: ctx.nip ?? nip });
  },
};

export function getBankGateway(): BankGateway {
  return gateway;
}
