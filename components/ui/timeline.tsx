import type { CSSProperties, Key, ReactNode } from 'react';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import styles from './timeline.module.css';

export interface TimelineItem {
  key: Key;
  content: ReactNode;
}

/**
 * An ordered list with a dot and a line per entry, drawn like antd's Timeline from the same tokens.
 * antd 6 builds its Timeline on Steps (~10 kB gzip) for what is a list with a left border here.
 */
export function Timeline({ items, 'data-testid': testId }: { items: TimelineItem[]; 'data-testid'?: string }) {
  const colours = {
    '--timeline-dot': token.colorPrimary,
    '--timeline-line': token.colorSplit,
    '--timeline-bg': token.colorBgContainer,
  } as CSSProperties;
  return (
    <ol className={styles.timeline} style={colours} data-testid={testId}>
      {items.map((item) => (
        <li key={item.key} className={styles.item}>
          <span className={styles.dot} aria-hidden />
          {item.content}
        </li>
      ))}
    </ol>
  );
}
