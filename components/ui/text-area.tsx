import type { TextareaHTMLAttributes } from 'react';
import styles from './field.module.css';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'className'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A multi-line text field drawn like antd's TextArea. */
export function TextArea({ value, onChange, ...rest }: Props) {
  return <textarea {...rest} className={`${styles.control} ${styles.textarea}`} value={value} onChange={(event) => onChange(event.target.value)} />;
}
