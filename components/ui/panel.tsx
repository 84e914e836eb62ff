import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
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
 * A titled, bordered block that looks like antd's Card, drawn from the same tokens. antd's Card
 * imports Tabs and Skeleton for features the portal never uses (~13 kB gzip on every page with a
 * card, docs/performance.md); the ticket pages use this instead.
 */
export function Panel({ title, extra, size = 'default', loading, hoverable, children, style, className, ...rest }: PanelProps) {
  const small = size === 'small';
  const padding = small ? token.paddingSM : token.paddingLG;
  const box: CSSProperties = {
    background: token.colorBgContainer,
    border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    color: token.colorText,
    ...style,
  };
  const head: CSSProperties = {
    display: 'flex',
    alignItems: 'center',
    gap: token.marginXS,
    flexWrap: 'wrap',
    minHeight: small ? 38 : 56,
    // Room above and below an extra that wraps under the title on a phone; a one-line head of the
    // default size stays within its min height.
    padding: `${small ? 0 : token.paddingXS}px ${padding}px`,
    borderBottom: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
    fontSize: small ? token.fontSize : token.fontSizeLG,
    fontWeight: token.fontWeightStrong,
  };
  return (
    <section className={['panel', hoverable ? 'panel-hoverable' : '', className ?? ''].join(' ').trim()} style={box} {...rest}>
      {(title || extra) && (
        <div className="panel-head" style={head}>
          <div style={{ flex: 1, minWidth: 0 }}>{title}</div>
          {extra && <div style={{ maxWidth: '100%', fontWeight: 'normal', fontSize: token.fontSize }}>{extra}</div>}
        </div>
      )}
      <div style={{ padding }}>{loading ? <Skeleton rows={2} /> : children}</div>
    </section>
  );
}
