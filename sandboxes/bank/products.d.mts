// Types for TypeScript callers (tests) of products.mjs.
import type { BankSandboxProduct } from './server.mjs';

export const PRODUCTS: readonly BankSandboxProduct[];
export function findProduct(code: string): BankSandboxProduct | null;
export const REGION_CODES: readonly string[];
export function regionCap(product: BankSandboxProduct, regionCode: string): number;
