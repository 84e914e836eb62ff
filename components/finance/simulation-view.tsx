import { useEffect, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';
import { Panel } from '@/components/ui/panel';
import { Paragraph } from '@/components/ui/text';
import { useSimulation } from '@/hooks/finance/use-finance';
import { useApplicant } from '@/hooks/finance/use-loans';
import { financeText } from '@/locales/id/finance';
import { apiErrorMessage } from '@/services/api';
import { productOfSegment } from '@/utils/rules/loan-status';
import type { SimulationInput } from '@/utils/schemas/bank';
import { LoanFields } from './loan-fields';
import { FinanceHeading } from './finance-heading';
import { BankDocuments } from './bank-documents';
import { apiProblems, applicantDefaults, checkLoanValues, loanQuery, loanValuesFromQuery } from './loan-values';
import { NavButton } from './nav-button';
import { SimulationResult } from './simulation-result';
import { useLoanForm } from './use-loan-form';

const t = financeText.simulation;
const loadSchema = () => import('@/utils/schemas/bank').then((s) => s.SimulationInput);

/**
 * /layanan-keuangan/simulasi?jenis=KPR: the form and the bank's answer under it. A civil servant's
 * gaji pokok and lokasi kerja come from SIASN into the fields not yet filled (both may be changed:
 * the bank takes a declared salary and the region is where the financed house or vehicle is).
 */
export function SimulationView() {
  const router = useRouter();
  const { values, problems, setProblems, change, prefill } = useLoanForm(() => loanValuesFromQuery(router.query, productOfSegment(router.query.jenis) ?? undefined));
  const applicant = useApplicant().data;
  // Once, when SIASN's answer arrives; prefill leaves what the person typed alone.
  useEffect(() => {
    if (applicant) prefill(applicantDefaults(applicant));
  }, [applicant]);
  const prefilled = !!applicant && (applicant.basic_salary !== null || applicant.region_code !== null);
  const simulation = useSimulation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await checkLoanValues<SimulationInput>(values, loadSchema);
    if ('problems' in checked) return setProblems(checked.problems);
    simulation.mutate(checked.input, { onError: (error) => setProblems(apiProblems(error)) });
  };
  const result = simulation.data;
  return (
    <Flex vertical gap={16}>
      <FinanceHeading title={t.title} intro={t.intro} />
      <Panel>
        {prefilled && (
          <Paragraph secondary data-testid="simulation-prefilled">
            {t.prefilled}
          </Paragraph>
        )}
        <form onSubmit={(event) => void submit(event)} noValidate data-testid="simulation-form" style={{ display: 'grid', gap: '4px 16px', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
          <LoanFields idPrefix="simulasi" values={values} problems={problems} onChange={change} />
          <div style={{ alignSelf: 'center' }}>
            <Paragraph secondary>{t.amountHint}</Paragraph>
            <Button type="primary" htmlType="submit" loading={simulation.isPending}>
              {t.submit}
            </Button>
          </div>
        </form>
      </Panel>
      {simulation.isError && <Notice type="error" data-testid="simulation-error">{`${t.failed}: ${apiErrorMessage(simulation.error)}`}</Notice>}
      {result && !simulation.isPending && (
        <>
          <SimulationResult simulation={result} />
          <BankDocuments loanType={result.loan_type} />
          <div>
            <NavButton type="primary" href={`/layanan-keuangan/pengajuan/baru?${loanQuery({ ...result, basic_salary: simulation.variables?.basic_salary ?? 0 })}`}>
              {t.applyWith}
            </NavButton>
          </div>
        </>
      )}
    </Flex>
  );
}
