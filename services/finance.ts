import type { BankProduct, Simulation, SimulationInput } from '@/utils/schemas/bank';
import type { Paginated } from '@/utils/schemas/common';
import type { LoanApplicant, LoanApplicationBody, LoanApplicationView } from '@/utils/schemas/loans';
import { api } from './api';

// The finance area (docs/public-finance.md section 6): the bank's products and simulation, and
// one's own loan applications.

export async function getProducts(): Promise<BankProduct[]> {
  const { data } = await api.get<{ data: BankProduct[] }>('/layanan-keuangan/products');
  return data.data;
}

export async function simulate(body: SimulationInput): Promise<Simulation> {
  const { data } = await api.post<Simulation>('/layanan-keuangan/simulasi', body);
  return data;
}

export async function getApplicant(): Promise<LoanApplicant> {
  const { data } = await api.get<LoanApplicant>('/layanan-keuangan/profil');
  return data;
}

export async function submitLoan(body: LoanApplicationBody): Promise<LoanApplicationView> {
  const { data } = await api.post<LoanApplicationView>('/layanan-keuangan/pengajuan', body);
  return data;
}

export async function listLoans(query: { page: number; limit: number }): Promise<Paginated<LoanApplicationView>> {
  const { data } = await api.get<Paginated<LoanApplicationView>>('/layanan-keuangan/pengajuan', { params: query });
  return data;
}

export async function getLoan(id: string): Promise<LoanApplicationView> {
  const { data } = await api.get<LoanApplicationView>(`/layanan-keuangan/pengajuan/${encodeURIComponent(id)}`);
  return data;
}

export async function refreshLoanStatus(id: string): Promise<LoanApplicationView> {
  const { data } = await api.post<LoanApplicationView>(`/layanan-keuangan/pengajuan/${encodeURIComponent(id)}/status`);
  return data;
}
