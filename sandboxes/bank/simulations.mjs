// The bank's rules for a loan request (docs/public-finance.md section 5): a shape check (400),
// then its rules (422 with the bank's code and Indonesian message), then the simulation.
import { annuityInstallment, fees, maxAmount, maxInstallment, schedule } from './annuity.mjs';
import { REGION_CODES, findProduct, regionCap } from './products.mjs';

const rupiah = (n) => `Rp ${n.toLocaleString('id-ID')}`;
const isWhole = (value, min, max) => Number.isSafeInteger(value) && value >= min && value <= max;

export const badRequest = (message) => ({ status: 400, json: { code: 'BAD_REQUEST', message } });
const rejected = (code, message) => ({ status: 422, json: { code, message } });

/** The shape of a request: a 400 answer or null. */
function shapeProblem(body) {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'Badan permintaan harus objek JSON.';
  if (typeof body.loan_type !== 'string') return 'loan_type wajib diisi.';
  if (!isWhole(body.basic_salary, 1, 1e12)) return 'basic_salary harus bilangan bulat rupiah lebih dari 0.';
  if (!isWhole(body.tenor_months, 1, 1200)) return 'tenor_months harus bilangan bulat bulan lebih dari 0.';
  if (typeof body.region_code !== 'string') return 'region_code wajib diisi.';
  if (body.amount !== undefined && body.amount !== null && !isWhole(body.amount, 1, 1e13)) return 'amount harus bilangan bulat rupiah lebih dari 0.';
  return null;
}

/**
 * The simulation of `body` ({ loan_type, basic_salary, tenor_months, region_code, amount? }), or
 * the 400/422 answer. `requireAmount`: an application must name its amount.
 */
export function simulate(body, { requireAmount = false } = {}) {
  const problem = shapeProblem(body) ?? (requireAmount && !Number.isSafeInteger(body.amount) ? 'amount wajib diisi.' : null);
  if (problem) return { answer: badRequest(problem) };
  const product = findProduct(body.loan_type);
  if (!product) return { answer: rejected('LOAN_TYPE_UNKNOWN', 'Jenis pinjaman tidak dikenal. Pilih KPR, KMG atau KKB.') };
  if (!REGION_CODES.includes(body.region_code)) {
    return { answer: rejected('REGION_UNKNOWN', 'Kode kabupaten/kota tidak dikenal. Gunakan kode Jawa Timur 3501-3529 atau 3571-3579.') };
  }
  const months = body.tenor_months;
  if (months > product.max_tenor_months) {
    return { answer: rejected('TENOR_TOO_LONG', `Tenor ${product.code} paling lama ${product.max_tenor_months} bulan.`) };
  }
  const ratePa = product.rate_pa;
  const installmentCap = maxInstallment(body.basic_salary, product.max_dsr_pct);
  const ceiling = maxAmount({ installment: installmentCap, ratePa, months, cap: Math.min(product.max_amount, regionCap(product, body.region_code)) });
  const amount = body.amount ?? ceiling;
  if (amount > ceiling) {
    return { answer: rejected('AMOUNT_TOO_HIGH', `Jumlah pinjaman melebihi plafon ${rupiah(ceiling)} untuk gaji pokok, tenor dan wilayah ini.`) };
  }
  if (amount < product.min_amount) {
    const why = body.amount === undefined || body.amount === null ? ' Gaji pokok dan tenor ini belum mencukupi.' : '';
    return { answer: rejected('AMOUNT_TOO_LOW', `Jumlah pinjaman ${product.code} paling sedikit ${rupiah(product.min_amount)}.${why}`) };
  }
  const rows = schedule({ amount, ratePa, months });
  const cost = fees(product, amount);
  const repaid = rows.reduce((sum, row) => sum + row.installment, 0);
  return {
    product,
    simulation: {
      loan_type: product.code,
      rate_pa: ratePa,
      tenor_months: months,
      region_code: body.region_code,
      max_installment: installmentCap,
      max_amount: ceiling,
      amount,
      monthly_installment: annuityInstallment({ amount, ratePa, months }),
      fees: cost,
      total_payment: repaid + cost.total,
      schedule: rows,
    },
  };
}
