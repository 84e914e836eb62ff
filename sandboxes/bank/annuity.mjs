// The bank's loan arithmetic (docs/public-finance.md section 5), in whole rupiah: the annuity
// instalment rounded up, each month's interest rounded, the last month taking the remainder so
// the balance ends at 0; the largest amount a salary carries is the present value of the largest
// instalment, floored to 100 000.

const monthlyRate = (ratePa) => ratePa / 100 / 12;

/** The largest instalment the debt-service ratio allows: floor(salary x DSR%). */
export const maxInstallment = (basicSalary, maxDsrPct) => Math.floor((basicSalary * maxDsrPct) / 100);

/** The amount `installment` repays over `months` at `ratePa`, floored to 100 000 and capped by `cap`. */
export function maxAmount({ installment, ratePa, months, cap }) {
  const r = monthlyRate(ratePa);
  const pv = r === 0 ? installment * months : (installment * (1 - (1 + r) ** -months)) / r;
  return Math.min(Math.floor(pv / 100_000) * 100_000, cap);
}

/** amount x r / (1 - (1 + r)^-n), rounded up to the rupiah. */
export function annuityInstallment({ amount, ratePa, months }) {
  const r = monthlyRate(ratePa);
  if (r === 0) return Math.ceil(amount / months);
  return Math.ceil((amount * r) / (1 - (1 + r) ** -months));
}

/** The month-by-month schedule: [{ month, installment, principal, interest, balance }]. */
export function schedule({ amount, ratePa, months }) {
  const r = monthlyRate(ratePa);
  const installment = annuityInstallment({ amount, ratePa, months });
  const rows = [];
  let balance = amount;
  for (let month = 1; month <= months; month += 1) {
    const interest = Math.round(balance * r);
    // The rounded-up instalment repays a little early; the last month takes what is left.
    const principal = month === months ? balance : Math.min(installment - interest, balance);
    balance -= principal;
    rows.push({ month, installment: principal + interest, principal, interest, balance });
  }
  return rows;
}

/** Provision and insurance as percentages of the amount, rounded, plus the flat admin fee. */
export function fees(product, amount) {
  const admin = product.admin_fee;
  const provision = Math.round((amount * product.provision_pct) / 100);
  const insurance = Math.round((amount * product.insurance_pct) / 100);
  return { admin, provision, insurance, total: admin + provision + insurance };
}
