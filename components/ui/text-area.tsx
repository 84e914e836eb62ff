import type { Ref, TextareaHTMLAttributes } from 'react';
import styles from './field.module.css';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'className'> & {
  value: string;
  onChange: (value: string) => void;
  /** A red border and aria-invalid; the error is tied through `aria-describedby`. */
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A multi-line text field drawn like antd's TextArea. */
export function TextArea({ value, onChange, invalid, ...rest }: Props) {
  const classes = [styles.control, styles.textarea, invalid && styles.invalid].filter(Boolean).join(' ');
  return <textarea {...rest} className={classes} value={value} aria-invalid={invalid || undefined} onChange={(event) => onChange(event.target.value)} />;
}
