import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useProducts } from '@/hooks/finance/use-finance';
import { financeText as t } from '@/locales/id/finance';
import { apiErrorMessage } from '@/services/api';
import type { BankProduct } from '@/utils/schemas/bank';

/** The bank's products once loaded; while loading a skeleton, on failure the bank's message and a retry. */
export function WithProducts({ children }: { children: (products: BankProduct[]) => ReactNode }) {
  const { data, isPending, isError, error, refetch, isFetching } = useProducts();
  if (isPending) return <Skeleton rows={6} />;
  if (isError)
    return (
      <Flex vertical gap={8} align="flex-start">
        <Notice type="error" data-testid="products-error">{`${t.productsFailed} ${apiErrorMessage(error)}`}</Notice>
        <Button loading={isFetching} onClick={() => void refetch()}>
          {t.retry}
        </Button>
      </Flex>
    );
  return <>{children(data)}</>;
}
