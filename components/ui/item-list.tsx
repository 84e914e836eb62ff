import type { CSSProperties, Key, ReactNode } from 'react';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import { Spinner } from './spinner';
import styles from './item-list.module.css';

export interface ListEntry {
  key: Key;
  title: ReactNode;
  /** Under the title, in the description colour. */
  description?: ReactNode;
  /** On the right of the entry, e.g. a status tag. */
  extra?: ReactNode;
}

interface Props {
  items: readonly ListEntry[];
  /** In place of the list when there are no entries. */
  empty: ReactNode;
  /** A new page is loading: the entries dim under a spinner (aria-busy). */
  busy?: boolean;
  'data-testid'?: string;
}

/**
 * A list of entries (title, description, something on the right) as antd's List with
 * List.Item.Meta draws them, as a plain <ul>. antd's List brings Pagination, Spin, Grid and their
 * styles along for what is a list with lines between its items.
 */
export function ItemList({ items, empty, busy = false, 'data-testid': testId }: Props) {
  if (items.length === 0) return <>{empty}</>;
  // Font and colours from the tokens: in antd's Drawer and Modal the area theme sets none of them.
  const look = {
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    '--items-text': token.colorText,
    '--items-description': token.colorTextDescription,
    '--items-split': token.colorSplit,
    '--items-link': token.colorLink,
    '--items-link-hover': token.colorPrimary,
    '--items-strong': token.fontWeightStrong,
  } as CSSProperties;
  return (
    <div className={styles.stage} style={look} aria-busy={busy || undefined} data-testid={testId}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key} className={styles.item}>
            <div className={styles.main}>
              <div className={styles.title}>{item.title}</div>
              {item.description && <div className={styles.description}>{item.description}</div>}
            </div>
            {item.extra && <div className={styles.extra}>{item.extra}</div>}
          </li>
        ))}
      </ul>
      {busy && (
        <div className={styles.veil} aria-hidden>
          <Spinner large />
        </div>
      )}
    </div>
  );
}
