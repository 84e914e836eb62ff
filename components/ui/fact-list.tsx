import type { CSSProperties, ReactNode } from 'react';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import styles from './fact-list.module.css';

export interface Fact {
  key: string;
  label: string;
  value: ReactNode;
  /** In two columns, a row of its own (a long text such as a bio). */
  wide?: boolean;
}

/**
 * Label: value rows as a description list (<dl>), drawn like antd's small one-column Descriptions
 * without its table and responsive-column machinery. Tests find a value through its <dt>.
 */
export function FactList({ items, columns = 1, 'data-testid': testId }: { items: Fact[]; /** 2: two columns from 768 px. */ columns?: 1 | 2; 'data-testid'?: string }) {
  return (
    <dl className={columns === 2 ? `${styles.list} ${styles.two}` : styles.list} style={{ '--facts-label': token.colorTextTertiary } as CSSProperties} data-testid={testId}>
      {items.map((item) => (
        <div key={item.key} className={item.wide ? `${styles.row} ${styles.wide}` : styles.row}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
