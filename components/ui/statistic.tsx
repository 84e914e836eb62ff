import type { CSSProperties, ReactNode } from 'react';
import styles from './statistic.module.css';

interface Props {
  title: ReactNode;
  value: ReactNode;
  prefix?: ReactNode;
  suffix?: ReactNode;
  /** The figure's colour (a status colour, say). */
  color?: string;
  style?: CSSProperties;
}

/** A titled figure in antd Statistic's look, without its number formatting and countdown parts. */
export function Statistic({ title, value, prefix, suffix, color, style }: Props) {
  return (
    <div style={style}>
      <div className={styles.title}>{title}</div>
      <div className={styles.value} style={color ? { color } : undefined}>
        {prefix}
        <span>{value}</span>
        {suffix}
      </div>
    </div>
  );
}
