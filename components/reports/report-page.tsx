import type { ComponentType, ReactNode } from 'react';
import { LogHeading } from '@/components/siasn-logs/log-heading';
import { Flex } from '@/components/ui/flex';
import { Skeleton } from '@/components/ui/skeleton';

/** What a report's antd part shows while its chunk loads (antd's Table and pickers come after the page). */
export const reportLoading = () => <Skeleton rows={10} />;

/** A report screen: its h1 and intro, then the part loaded on demand. */
export function ReportPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Flex vertical gap={16}>
      <LogHeading title={title} intro={intro} />
      {children}
    </Flex>
  );
}

/** A page's view: its texts above `Part` (a `dynamic()` import, so antd and recharts come after the page). */
export function reportView(texts: { title: string; intro: string }, Part: ComponentType) {
  function View() {
    return (
      <ReportPage title={texts.title} intro={texts.intro}>
        <Part />
      </ReportPage>
    );
  }
  return View;
}
