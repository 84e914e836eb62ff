import type { CSSProperties, SelectHTMLAttributes } from 'react';
import styles from './field.module.css';

export interface SelectOption<T extends string | number> {
  value: T;
  label: string;
}

export interface SelectGroup<T extends string | number> {
  label: string;
  options: SelectOption<T>[];
}

type Props<T extends string | number> = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'className' | 'size'> & {
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  /** Flat options, or options grouped under headings. */
  options: SelectOption<T>[] | SelectGroup<T>[];
  /** The first, empty choice: shown while nothing is chosen and, when clearable, to clear. */
  placeholder?: string;
  invalid?: boolean;
  /** antd's small control height, e.g. in a table row. */
  size?: 'middle' | 'small';
  style?: CSSProperties;
};

const isGroup = <T extends string | number>(item: SelectOption<T> | SelectGroup<T>): item is SelectGroup<T> => 'options' in item;

/**
 * The browser's own select drawn like antd's: the phone's picker, type-ahead and screen-reader
 * support for free, without rc-select and its virtual list (~25 kB gzip).
 */
export function NativeSelect<T extends string | number>({ value, onChange, options, placeholder, invalid, size = 'middle', ...rest }: Props<T>) {
  const flat = options.flatMap((item) => (isGroup(item) ? item.options : [item]));
  const toValue = (raw: string) => flat.find((option) => String(option.value) === raw)?.value;
  const classes = [styles.control, styles.select, size === 'small' && styles.small, value === undefined && styles.empty, invalid && styles.invalid]
    .filter(Boolean)
    .join(' ');
  const option = (o: SelectOption<T>) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  );
  return (
    <select {...rest} className={classes} value={value ?? ''} aria-invalid={invalid || undefined} onChange={(event) => onChange(toValue(event.target.value))}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((item) =>
        isGroup(item) ? (
          <optgroup key={item.label} label={item.label}>
            {item.options.map(option)}
          </optgroup>
        ) : (
          option(item)
        ),
      )}
    </select>
  );
}
