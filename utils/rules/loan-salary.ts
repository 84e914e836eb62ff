// Where an application's basic salary comes from (docs/public-finance.md section 6): SIASN's gaji
// pokok when the applicant kept it, else the applicant's own figure, sent and shown as declared.
export type SalarySource = 'siasn' | 'declared';

export const salarySourceOf = (salary: number, siasnSalary: number | null): SalarySource => (siasnSalary !== null && salary === siasnSalary ? 'siasn' : 'declared');
