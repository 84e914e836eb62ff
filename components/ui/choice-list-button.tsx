import { useId } from 'react';
import { DownOutlined } from '@ant-design/icons';
import { shellText } from '@/locales/id/shell';
import { Button } from './button';
import { Checkbox } from './checkbox';
import styles from './choice-list.module.css';
import type { SelectOption } from './native-select';
import { usePopup } from './use-popup';

interface Props<T extends string> {
  label: string;
  options: SelectOption<T>[];
  value: T[];
  onChange: (value: T[]) => void;
  'data-testid'?: string;
}

/**
 * A filter of several choices: a button named by the filter (with how many are ticked) that opens
 * a list of checkboxes. Each tick applies at once; Escape or a press outside closes the list.
 */
export function ChoiceListButton<T extends string>({ label, options, value, onChange, 'data-testid': testId }: Props<T>) {
  const listId = useId();
  const popup = usePopup();
  const toggle = (choice: T, on: boolean) => onChange(on ? options.map((o) => o.value).filter((v) => v === choice || value.includes(v)) : value.filter((v) => v !== choice));
  return (
    <div ref={popup.rootRef} className={styles.anchor} data-testid={testId}>
      <Button {...popup.triggerProps} aria-controls={popup.open ? listId : undefined}>
        <span className={styles.face}>
          {label}
          {value.length > 0 && (
            <span className={styles.count}>
              {value.length}
              <span className="sr-only"> {shellText.chosen}</span>
            </span>
          )}
          <DownOutlined aria-hidden />
        </span>
      </Button>
      {popup.open && (
        <div className="shell-popup is-start">
          <fieldset id={listId} className={styles.list}>
            <legend className="sr-only">{label}</legend>
            {options.map((option) => (
              <Checkbox key={option.value} checked={value.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)}>
                {option.label}
              </Checkbox>
            ))}
            {value.length > 0 && (
              <Button type="link" size="small" className={styles.clear} onClick={() => onChange([])}>
                {shellText.clearChoice}
              </Button>
            )}
          </fieldset>
        </div>
      )}
    </div>
  );
}
