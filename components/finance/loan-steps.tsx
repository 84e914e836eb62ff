import { Steps } from 'antd';
import { withAntdScope } from '@/components/ui/antd-scope';

export interface LoanStep {
  title: string;
  content?: string;
}

/** antd's Steps (loaded on demand): the wizard's three steps and an application's statuses. */
function LoanSteps({ current, items, label, testId, finished = false }: { current: number; items: LoanStep[]; label: string; testId: string; finished?: boolean }) {
  return (
    <nav aria-label={label} data-testid={testId}>
      <Steps current={current} status={finished ? 'finish' : 'process'} items={items} responsive />
    </nav>
  );
}

export default withAntdScope(LoanSteps);
