import type { ReactNode } from 'react';
import Link from 'next/link';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Text } from '@/components/ui/text';

interface Props {
  href: string;
  title: string;
  hint: string;
  /** A count or an icon, large, beside the title. */
  figure: ReactNode;
  /** The border and figure colour (the late tickets in red). */
  accent?: string;
  'data-testid'?: string;
}

/** A card that is one link: the home's queue counts and the requester's shortcuts. */
export function HomeLinkCard({ href, title, hint, figure, accent, 'data-testid': testId }: Props) {
  return (
    <Link href={href} data-testid={testId} style={{ display: 'block', height: '100%', color: 'inherit' }}>
      <Panel size="small" hoverable style={{ height: '100%', borderTop: `3px solid ${accent ?? 'var(--area-accent)'}` }}>
        <Flex gap={12} align="center">
          <span style={{ fontSize: 28, fontWeight: 600, lineHeight: 1, color: accent ?? 'var(--area-accent)', minWidth: 32 }}>{figure}</span>
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Text strong>{title}</Text>
            <Text secondary style={{ fontSize: 13 }}>{hint}</Text>
          </Flex>
        </Flex>
      </Panel>
    </Link>
  );
}

/** The cards' grid: two columns on a phone, up to four on a laptop. */
export const HOME_GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))', gap: 12, listStyle: 'none', margin: 0, padding: 0 } as const;
