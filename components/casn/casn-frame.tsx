import type { ReactNode } from 'react';
import Link from 'next/link';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { Paragraph, Title } from '@/components/ui/text';
import { CasnFailure } from './casn-failure';

interface Props {
  title: string;
  intro: string;
  /** The other CASN page. */
  link: { href: string; label: string };
  /** The page's query: skeleton while it loads, the failure instead of `children` when it failed. */
  query: { isLoading: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  children: ReactNode;
}

/** A CASN list page: its heading, a link to the other page, and one panel with the content. */
export function CasnFrame({ title, intro, link, query, children }: Props) {
  return (
    <Flex vertical gap={16}>
      <div>
        <Title level={1} style={{ margin: 0 }}>{title}</Title>
        <Paragraph secondary>{intro}</Paragraph>
        <Link href={link.href}>{link.label}</Link>
      </div>
      <Panel>
        {query.isLoading ? <Skeleton rows={8} /> : query.isError ? <CasnFailure error={query.error} onRetry={() => void query.refetch()} /> : children}
      </Panel>
    </Flex>
  );
}
