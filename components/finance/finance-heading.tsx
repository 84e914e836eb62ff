import type { ReactNode } from 'react';
import { Flex } from '@/components/ui/flex';
import { Paragraph, Title } from '@/components/ui/text';

/** A finance page's h1 and introduction, with an action on the right (a link drawn as a button). */
export function FinanceHeading({ title, intro, action }: { title: string; intro: string; action?: ReactNode }) {
  return (
    <Flex justify="space-between" align="flex-start" wrap gap={12}>
      <div>
        <Title level={1}>{title}</Title>
        <Paragraph secondary>{intro}</Paragraph>
      </div>
      {action}
    </Flex>
  );
}
