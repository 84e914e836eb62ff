import { Tag } from '@/components/ui/tag';
import { loanStatusLook } from '@/utils/rules/loan-status';

/** The bank's status with its colour: A1 blue, A2 gold, A3 green (utils/rules/loan-status.ts). */
export function LoanStatusTag({ status }: { status: string }) {
  const look = loanStatusLook(status);
  return (
    <Tag color={look.color} data-status={status}>
      {`${status} · ${look.label}`}
    </Tag>
  );
}
