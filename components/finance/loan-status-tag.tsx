import { Tag } from '@/components/ui/tag';
import { loanStatusLook } from '@/utils/rules/loan-status';

/** The bank's status in words with its colour: A1 blue, A2 gold, A3 green (utils/rules/loan-status.ts); the code stays in data-status. */
export function LoanStatusTag({ status }: { status: string }) {
  const look = loanStatusLook(status);
  return (
    <Tag color={look.color} data-status={status}>
      {look.label}
    </Tag>
  );
}
