import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { NativeSelect } from './native-select';
import styles from './tabs.module.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

interface Props {
  items: TabItem[];
  activeKey: string;
  onChange: (key: string) => void;
  /**
   * More tabs than a phone fits: below md (768 px) a select with this name picks the panel
   * instead of the tab list (by CSS, so the server's HTML is right at once). Its options are the
   * tabs' labels, so these must be strings.
   */
  phoneSelect?: string;
}

/**
 * Tabs as the WAI-ARIA pattern: a tablist whose arrow keys, Home and End move between tabs, each
 * panel named by its tab. Panels stay mounted (hidden), so what is typed in one survives a visit
 * to another. antd's Tabs (with its overflow menu and motion) cost a page ~25 kB gzip.
 */
export function Tabs({ items, activeKey, onChange, phoneSelect }: Props) {
  const id = useId();
  const keys = items.map((item) => item.key);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = keys.indexOf(activeKey);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: keys.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = keys[(to + keys.length) % keys.length];
    onChange(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div>
      {phoneSelect && (
        <div className={styles.phoneSelect}>
          <NativeSelect
            aria-label={phoneSelect}
            value={activeKey}
            options={items.map((item) => ({ value: item.key, label: String(item.label) }))}
            onChange={(key) => key && onChange(key)}
            style={{ width: '100%' }}
          />
        </div>
      )}
      <div role="tablist" className={phoneSelect ? `${styles.list} ${styles.fromMd}` : styles.list} onKeyDown={move}>
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-selected={item.key === activeKey}
            aria-controls={`${id}-panel-${item.key}`}
            tabIndex={item.key === activeKey ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div key={item.key} role="tabpanel" id={`${id}-panel-${item.key}`} aria-labelledby={`${id}-tab-${item.key}`} hidden={item.key !== activeKey}>
          {item.children}
        </div>
      ))}
    </div>
  );
}
