import { FactList } from '@/components/ui/fact-list';
import { financeText } from '@/locales/id/finance';
import { FORMAT_TEXT } from '@/locales/id/format';
import type { LoanApplicant } from '@/utils/schemas/loans';

const t = financeText.wizard;

/** Name, NIP, unit and rank as SIASN has them: read-only everywhere. */
export function ApplicantFacts({ applicant }: { applicant: Pick<LoanApplicant, 'name' | 'nip' | 'unit' | 'rank'> }) {
  return (
    <FactList
      columns={2}
      data-testid="applicant"
      items={[
        { key: 'name', label: t.name, value: applicant.name },
        { key: 'nip', label: t.nip, value: applicant.nip },
        { key: 'unit', label: t.unit, value: applicant.unit || FORMAT_TEXT.empty },
        { key: 'rank', label: t.rank, value: applicant.rank || FORMAT_TEXT.empty },
      ]}
    />
  );
}
