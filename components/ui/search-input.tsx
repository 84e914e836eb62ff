import { useState, type CSSProperties } from 'react';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { shellText } from '@/locales/id/shell';
import styles from './field.module.css';

interface Props {
  /** Without value and onChange the field keeps its own text and only `onSearch` hears of it. */
  value?: string;
  onChange?: (text: string) => void;
  /** Enter, the search button and clearing. */
  onSearch: (text: string) => void;
  label: string;
  placeholder?: string;
  style?: CSSProperties;
}

/** A search field with a clear button and a search button, drawn like antd's Input.Search. */
export function SearchInput({ value: controlledValue, onChange: onControlledChange, onSearch, label, placeholder, style }: Props) {
  const [ownValue, setOwnValue] = useState('');
  const value = controlledValue ?? ownValue;
  const onChange = onControlledChange ?? setOwnValue;
  return (
    <form
      role="search"
      className={styles.search}
      style={style}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value);
      }}
    >
      <span className={styles.searchField}>
        <input
          type="search"
          className={styles.control}
          value={value}
          placeholder={placeholder}
          aria-label={label}
          onChange={(event) => onChange(event.target.value)}
        />
        {value && (
          <button
            type="button"
            className={styles.clear}
            aria-label={shellText.clearSearch}
            onClick={() => {
              onChange('');
              onSearch('');
            }}
          >
            <CloseCircleFilled aria-hidden />
          </button>
        )}
      </span>
      <button type="submit" className={styles.searchButton} aria-label={shellText.search}>
        <SearchOutlined aria-hidden />
      </button>
    </form>
  );
}
