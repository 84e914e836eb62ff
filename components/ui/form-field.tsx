import type { ReactNode } from 'react';
import styles from './form-field.module.css';

interface Props {
  /** The control's id: the label points at it and the error is tied to it (`${id}-error`). */
  htmlFor: string;
  label: string;
  required?: boolean;
  error?: string | null;
  /** A line under the control while it has no error (e.g. an amount written out as rupiah). */
  hint?: ReactNode;
  children: ReactNode;
}

/** A label above its control and the control's error under it, as antd's vertical Form.Item. */
export function FormField({ htmlFor, label, required, error, hint, children }: Props) {
  return (
    <div className={styles.field}>
      <label htmlFor={htmlFor} className={required ? `${styles.label} ${styles.required}` : styles.label}>
        {label}
      </label>
      {children}
      <div className={styles.below}>
        <div className={styles.error} id={`${htmlFor}-error`} role="alert">
          {error}
        </div>
        {hint && <div className={styles.hint}>{hint}</div>}
      </div>
    </div>
  );
}
