import type { ReactNode } from 'react';
import styles from './result-state.module.css';

export type ResultStatus = '404' | '403' | 'warning';

interface Props {
  /** The icon's colour: info blue for 404, error red for 403, warning yellow. */
  status: ResultStatus;
  /** Passed in, so that a page ships only the icon it shows. */
  icon: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  /** Under the texts, e.g. a link drawn as a button. */
  extra?: ReactNode;
}

/**
 * A whole-area outcome (not found, not allowed, a sign-in error) in antd Result's layout, with
 * an icon instead of antd's illustrations, so these screens need no antd at all.
 */
export function ResultState({ status, icon, title, subTitle, extra }: Props) {
  return (
    <div className={styles.root} data-testid="result-state" data-status={status}>
      <div className={styles.icon} data-status={status} aria-hidden>
        {icon}
      </div>
      <h1 className={styles.title}>{title}</h1>
      {subTitle && <div className={styles.subtitle}>{subTitle}</div>}
      {extra && <div className={styles.extra}>{extra}</div>}
    </div>
  );
}
