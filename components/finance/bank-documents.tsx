import { Panel } from '@/components/ui/panel';
import { Paragraph } from '@/components/ui/text';
import { financeText } from '@/locales/id/finance';
import type { LoanType } from '@/utils/schemas/bank';

const t = financeText.documents;

/** What the partner bank will review for this loan type: the product's requirements, as a list to prepare. */
export function BankDocuments({ loanType }: { loanType: LoanType }) {
  return (
    <Panel title={<h2 style={{ margin: 0, font: 'inherit' }}>{t.title(financeText.partnerBank)}</h2>} data-testid="bank-documents">
      <Paragraph secondary>{t.intro}</Paragraph>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {financeText.products[loanType].requirements.map((document) => (
          <li key={document}>{document}</li>
        ))}
      </ul>
    </Panel>
  );
}
