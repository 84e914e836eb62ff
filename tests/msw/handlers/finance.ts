import { http, HttpResponse } from 'msw';
import type { BankProduct, Simulation, SimulationInput } from '@/utils/schemas/bank';
import type { Paginated } from '@/utils/schemas/common';
import type { LoanApplicant, LoanApplicationView } from '@/utils/schemas/loans';

// The finance API as its pages talk to it (docs/public-finance.md section 6), with the sandbox's products.
const API = '*/helpdesk/api/layanan-keuangan';

export const PRODUCTS: BankProduct[] = [
  { code: 'KPR', name: 'KPR ASN', rate_pa: 7.5, admin_fee: 500_000, provision_pct: 1, insurance_pct: 0.75, max_tenor_months: 300, min_amount: 50_000_000, max_amount: 1_500_000_000, max_dsr_pct: 50 },
  { code: 'KMG', name: 'KMG ASN', rate_pa: 9.25, admin_fee: 250_000, provision_pct: 1, insurance_pct: 1.25, max_tenor_months: 180, min_amount: 5_000_000, max_amount: 500_000_000, max_dsr_pct: 60 },
  { code: 'KKB', name: 'KKB ASN', rate_pa: 8.25, admin_fee: 350_000, provision_pct: 0.75, insurance_pct: 1, max_tenor_months: 60, min_amount: 10_000_000, max_amount: 750_000_000, max_dsr_pct: 40 },
];

/** A simulation with a schedule of `tenor_months` rows and round figures the tests can read. */
export function simulationOf(input: SimulationInput, over: Partial<Simulation> = {}): Simulation {
  const amount = input.amount ?? 100_000_000;
  return {
    loan_type: input.loan_type,
    rate_pa: 7.5,
    tenor_months: input.tenor_months,
    region_code: input.region_code,
    max_installment: 2_500_000,
    max_amount: 212_800_000,
    amount,
    monthly_installment: 1_250_000,
    fees: { admin: 500_000, provision: 1_000_000, insurance: 750_000, total: 2_250_000 },
    total_payment: 1_250_000 * input.tenor_months,
    schedule: Array.from({ length: input.tenor_months }, (_, i) => ({ month: i + 1, installment: 1_250_000, principal: 700_000 + i, interest: 550_000 - i, balance: amount - 700_000 * (i + 1) })),
    ...over,
  };
}

export const APPLICANT: LoanApplicant = { nip: '199001012020011001', name: 'dr. Budi Santoso, M.Kes.', unit: 'Dinas Kesehatan', rank: 'III/c - Penata', basic_salary: 4_500_000, region_code: '3578' };

export function loanView(over: Partial<LoanApplicationView> = {}): LoanApplicationView {
  return {
    id: '6f1c2a9e-0d4b-4c55-9a3e-2b7c8d9e0f11',
    nip: APPLICANT.nip,
    name: APPLICANT.name,
    unit: APPLICANT.unit,
    rank: APPLICANT.rank,
    loan_type: 'KPR',
    amount: 100_000_000,
    tenor_months: 120,
    basic_salary_source: 'siasn',
    basic_salary: 4_500_000,
    region_code: '3578',
    monthly_installment: 1_250_000,
    rate_pa: 7.5,
    bank_application_id: 'BJ-2026-000001',
    status: 'A1',
    status_label: 'Review Dokumen',
    status_checked_at: '2026-11-20T03:00:00.000Z',
    created_at: '2026-11-20T03:00:00.000Z',
    updated_at: '2026-11-20T03:00:00.000Z',
    ...over,
  };
}

export interface FinanceSent {
  simulations: SimulationInput[];
  applications: unknown[];
  refreshes: string[];
}

/**
 * The area's routes over one store: simulations answer simulationOf (or `simulate` when given),
 * applications are filed as A1, a refresh moves A1 -> A2 -> A3. `applicant` may be an error answer.
 */
export function financeHandlers({ applicant = HttpResponse.json(APPLICANT) as Response, loans = [] as LoanApplicationView[], simulate }: { applicant?: Response; loans?: LoanApplicationView[]; simulate?: (input: SimulationInput) => Response } = {}) {
  const sent: FinanceSent = { simulations: [], applications: [], refreshes: [] };
  const store = [...loans];
  const next = { A1: 'A2', A2: 'A3', A3: 'A3' } as const;
  const labels = { A1: 'Review Dokumen', A2: 'Dalam Proses', A3: 'Disetujui' } as const;
  const handlers = [
    http.get(`${API}/products`, () => HttpResponse.json({ data: PRODUCTS })),
    http.post(`${API}/simulasi`, async ({ request }) => {
      const input = (await request.json()) as SimulationInput;
      sent.simulations.push(input);
      return simulate ? simulate(input) : HttpResponse.json(simulationOf(input));
    }),
    http.get(`${API}/profil`, () => applicant.clone()),
    http.post(`${API}/pengajuan`, async ({ request }) => {
      const body = (await request.json()) as LoanApplicationView;
      sent.applications.push(body);
      const loan = loanView({ ...body, id: '0b6f8a52-3c1d-4e7f-9a2b-5c6d7e8f9a01', bank_application_id: `BJ-2026-00000${store.length + 2}` });
      store.unshift(loan);
      return HttpResponse.json(loan, { status: 201 });
    }),
    http.get(`${API}/pengajuan`, ({ request }) => {
      const url = new URL(request.url);
      const [page, limit] = [Number(url.searchParams.get('page') ?? 1), Number(url.searchParams.get('limit') ?? 20)];
      const body: Paginated<LoanApplicationView> = { data: store.slice((page - 1) * limit, page * limit), total: store.length, page, limit };
      return HttpResponse.json(body);
    }),
    http.get(`${API}/pengajuan/:id`, ({ params }) => {
      const loan = store.find((l) => l.id === params.id);
      return loan ? HttpResponse.json(loan) : HttpResponse.json({ code: 'NOT_FOUND', message: 'Pengajuan pinjaman tidak ditemukan' }, { status: 404 });
    }),
    http.post(`${API}/pengajuan/:id/status`, ({ params }) => {
      const index = store.findIndex((l) => l.id === params.id);
      if (index < 0) return HttpResponse.json({ code: 'NOT_FOUND', message: 'Pengajuan pinjaman tidak ditemukan' }, { status: 404 });
      sent.refreshes.push(String(params.id));
      const status = next[store[index].status];
      store[index] = { ...store[index], status, status_label: labels[status] };
      return HttpResponse.json(store[index]);
    }),
  ];
  return { handlers, sent };
}

export const apiError = (status: number, code: string, message: string) => HttpResponse.json({ code, message }, { status });
