import { FactList } from '@/components/ui/fact-list';
import { financeText } from '@/locales/id/finance';
import { formatRupiah } from '@/utils/format/currency';
import { formatRatePa } from '@/utils/rules/loan-status';
import type { BankProduct } from '@/utils/schemas/bank';

const t = financeText.terms;
/** An amount whose "Rp" never wraps away from its digits (a narrow card splits the range). */
const amount = (value: number) => formatRupiah(value).replace(' ', '\u00a0');

/** The bank's terms of a product; `brief` keeps rate, tenor and amounts (the cards). */
export function ProductTerms({ product, brief = false }: { product: BankProduct; brief?: boolean }) {
  const items = [
    { key: 'rate', label: t.rate, value: formatRatePa(product.rate_pa) },
    { key: 'tenor', label: t.tenor, value: t.months(product.max_tenor_months) },
    { key: 'amount', label: t.amount, value: t.range(amount(product.min_amount), amount(product.max_amount)) },
  ];
  const more = [
    { key: 'admin', label: t.adminFee, value: formatRupiah(product.admin_fee) },
    { key: 'provision', label: t.provision, value: t.percentOfAmount(product.provision_pct) },
    { key: 'insurance', label: t.insurance, value: t.percentOfAmount(product.insurance_pct) },
    { key: 'dsr', label: t.dsr, value: t.dsrText(product.max_dsr_pct) },
  ];
  return <FactList items={brief ? items : [...items, ...more]} data-testid={`terms-${product.code}`} />;
}
