import type { ReactNode } from 'react';
import { ExclamationCircleFilled, FileSearchOutlined, StopOutlined } from '@ant-design/icons';
import styles from './result-state.module.css';

export type ResultStatus = '404' | '403' | 'warning';

const ICONS: Record<ResultStatus, ReactNode> = {
  '404': <FileSearchOutlined />,
  '403': <StopOutlined />,
  warning: <ExclamationCircleFilled />,
};

interface Props {
  status: ResultStatus;
  title: ReactNode;
  subTitle?: ReactNode;
  /** Under the texts, e.g. a link drawn as a button. */
  extra?: ReactNode;
}

/**
 * A whole-area outcome (not found, not allowed, a sign-in error) in antd Result's layout, with
 * an icon instead of antd's illustrations, so these screens need no antd at all.
 */
export function ResultState({ status, title, subTitle, extra }: Props) {
  return (
    <div className={styles.root} data-testid="result-state" data-status={status}>
      <div className={styles.icon} data-status={status} aria-hidden>
        {ICONS[status]}
      </div>
      <h1 className={styles.title}>{title}</h1>
      {subTitle && <div className={styles.subtitle}>{subTitle}</div>}
      {extra && <div className={styles.extra}>{extra}</div>}
    </div>
  );
}
