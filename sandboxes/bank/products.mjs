// The partner bank's loan products (docs/public-finance.md section 5): the sandbox's terms.

/** @type {ReadonlyArray<import('./server.mjs').BankSandboxProduct>} */
export const PRODUCTS = Object.freeze([
  { code: 'KPR', name: 'Kredit Pemilikan Rumah ASN', rate_pa: 7.5, admin_fee: 500_000, provision_pct: 1, insurance_pct: 0.75, max_tenor_months: 300, min_amount: 50_000_000, max_amount: 1_500_000_000, max_dsr_pct: 50 },
  { code: 'KMG', name: 'Kredit Multiguna ASN', rate_pa: 9.25, admin_fee: 250_000, provision_pct: 1, insurance_pct: 1.25, max_tenor_months: 180, min_amount: 5_000_000, max_amount: 500_000_000, max_dsr_pct: 60 },
  { code: 'KKB', name: 'Kredit Kendaraan Bermotor ASN', rate_pa: 8.25, admin_fee: 350_000, provision_pct: 0.75, insurance_pct: 1, max_tenor_months: 60, min_amount: 10_000_000, max_amount: 750_000_000, max_dsr_pct: 40 },
].map((product) => Object.freeze(product)));

export const findProduct = (code) => PRODUCTS.find((product) => product.code === code) ?? null;

/** East Java's 38 regencies (3501-3529) and cities (3571-3579), as utils/catalogue/regions.ts has them. */
export const REGION_CODES = Object.freeze([
  ...Array.from({ length: 29 }, (_, i) => String(3501 + i)),
  ...Array.from({ length: 9 }, (_, i) => String(3571 + i)),
]);

/** KPR's ceiling by where the house is: a regency's houses cost less than a city's. */
export function regionCap(product, regionCode) {
  if (product.code !== 'KPR') return product.max_amount;
  return Number(regionCode) < 3571 ? 750_000_000 : 1_500_000_000;
}
