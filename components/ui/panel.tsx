import type { HTMLAttributes, ReactNode } from 'react';
import { Skeleton } from './skeleton';

interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Beside the title, on the right (buttons, links). */
  extra?: ReactNode;
  size?: 'default' | 'small';
  /** Shows a skeleton instead of the body. */
  loading?: boolean;
  /** Lifts on hover (a panel that is a link). */
  hoverable?: boolean;
}

/**
 * A titled, bordered block that looks like antd's Card, drawn from the same tokens by classes
 * (styles/globals.css). antd's Card imports Tabs and Skeleton for features the portal never uses
 * (~13 kB gzip on every page with a card, docs/performance.md); the ticket pages use this instead.
 */
export function Panel({ title, extra, size = 'default', loading, hoverable, children, className, ...rest }: PanelProps) {
  const classes = ['panel', size === 'small' && 'panel-small', hoverable && 'panel-hoverable', className].filter(Boolean).join(' ');
  return (
    <section className={classes} {...rest}>
      {(title || extra) && (
        <div className="panel-head">
          <div className="panel-title">{title}</div>
          {extra && <div className="panel-extra">{extra}</div>}
        </div>
      )}
      <div className="panel-body">{loading ? <Skeleton rows={2} /> : children}</div>
    </section>
  );
}
