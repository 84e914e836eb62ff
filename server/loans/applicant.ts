import { AppError } from '@/server/http/errors';
import { readDataUtama } from '@/server/siasn/read-section';
import { ownNip } from '@/server/siasn/whose-record';
import { EAST_JAVA_REGIONS } from '@/utils/catalogue/regions';
import { fullName } from '@/utils/rules/degree-titles';
import type { LoanApplicant } from '@/utils/schemas/loans';
import type { SessionUser } from '@/utils/session-user';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** "III/c - Penata"; one part alone when SIASN has only one, empty when it has none (PPPK). */
function rankOf(record: Record<string, unknown>): string {
  return [text(record.golRuangAkhir), text(record.pangkatAkhir)].filter(Boolean).join(' - ');
}

function salaryOf(record: Record<string, unknown>): number | null {
  const salary = Number(record.gajiPokok);
  return Number.isSafeInteger(salary) && salary > 0 ? salary : null;
}

/** SIASN's lokasi kerja as a region code, when the catalogue (and so the bank) knows it. */
function regionOf(record: Record<string, unknown>): string | null {
  const id = text(record.lokasiKerjaId);
  return EAST_JAVA_REGIONS.some((region) => String(region.id) === id) ? id : null;
}

/**
 * Who applies, as SIASN has them (data utama, through its read cache). A NIP that SIASN does not
 * know is no civil servant of ours: 403 NOT_ASN, the same answer whatever the reason.
 */
export async function applicantOf(nip: string, actor: number): Promise<LoanApplicant> {
  try {
    const { value } = await readDataUtama({ nip, actor });
    const record = value as Record<string, unknown>;
    return { nip, name: fullName(text(record.nama) || nip, text(record.gelarDepan), text(record.gelarBelakang)), unit: text(record.unorNama), rank: rankOf(record), basic_salary: salaryOf(record), region_code: regionOf(record) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NIP_NOT_FOUND') throw new AppError('NOT_ASN', 403);
    throw error;
  }
}

/** The signed-in person's own NIP, or 403 NO_NIP in the finance area's words. */
export function applicantNip(user: SessionUser): string {
  try {
    return ownNip(user);
  } catch {
    throw new AppError('NO_NIP', 403, 'Pengajuan pinjaman hanya untuk ASN: akun Anda tidak memiliki NIP.');
  }
}

/** `GET /layanan-keuangan/profil`: the wizard's read-only part. */
export function ownApplicant({ user }: { user: SessionUser }): Promise<LoanApplicant> {
  return applicantOf(applicantNip(user), user.id);
}
