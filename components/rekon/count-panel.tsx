import type { ReactNode } from 'react';
import Link from 'next/link';
import { formatNumber } from '@/utils/format/number';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';

/** A count and the page that lists it. */
export interface CountLink {
  key: string;
  label: string;
  total: number;
  href: string;
  /** The link's accessible name (it starts with what the link shows). */
  title: string;
}

interface Props {
  title: string;
  /** Beside the title (a year picker). */
  extra?: ReactNode;
  chart: ReactNode;
  links: CountLink[];
  empty: string;
  /** Where the empty panel is filled: the page whose sync brings its data. */
  fill: EmptyAction;
  'data-testid': string;
}

export interface EmptyAction {
  label: string;
  /** A portal path, without the basePath. */
  href: string;
}

/** An empty panel's way out: the button to the page that fills it. */
export function EmptyWithAction({ description, action }: { description: string; action: EmptyAction }) {
  return (
    <EmptyState
      description={description}
      action={
        <ButtonLink type="primary" href={`/helpdesk${action.href}`}>
          {action.label}
        </ButtonLink>
      }
    />
  );
}

/** A chart of counts and, under it, each count as a link to its list (what a bar would open). */
export function CountPanel({ title, extra, chart, links, empty, fill, 'data-testid': testId }: Props) {
  return (
    <Panel title={<h2 style={{ margin: 0, font: 'inherit' }}>{title}</h2>} extra={extra} data-testid={testId} style={{ minWidth: 0 }}>
      {links.length === 0 ? (
        <EmptyWithAction description={empty} action={fill} />
      ) : (
        <Flex vertical gap={12}>
          {chart}
          <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', listStyle: 'none', margin: 0, padding: 0 }}>
            {links.map((link) => (
              <li key={link.key}>
                <Link href={link.href} aria-label={link.title}>
                  {link.label}: <strong>{formatNumber(link.total)}</strong>
                </Link>
              </li>
            ))}
          </ul>
        </Flex>
      )}
    </Panel>
  );
}
