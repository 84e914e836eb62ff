import type { InputHTMLAttributes } from 'react';
import styles from './field.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'> & {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** "12 / 200" under the field, as antd's showCount (needs maxLength). */
  showCount?: boolean;
  invalid?: boolean;
};

/** A one-line text field drawn like antd's Input; an error ties to it through FormField's id. */
export function TextInput({ id, value, onChange, showCount, invalid, maxLength, ...rest }: Props) {
  const classes = invalid ? `${styles.control} ${styles.invalid}` : styles.control;
  return (
    <>
      <input
        {...rest}
        id={id}
        className={classes}
        value={value}
        maxLength={maxLength}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-error`}
        onChange={(event) => onChange(event.target.value)}
      />
      {showCount && maxLength !== undefined && (
        <span className={styles.count} aria-hidden>
          {value.length} / {maxLength}
        </span>
      )}
    </>
  );
}
