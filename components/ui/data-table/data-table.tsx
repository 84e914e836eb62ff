import type { CSSProperties, ReactNode } from 'react';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import { isPlainRowClick } from './plain-click';
import { tableVars } from './table-vars';
import styles from './data-table.module.css';

export type SortDirection = 'ascending' | 'descending';

export interface DataColumn<T> {
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
  /** In px; without it the column takes what its content needs. */
  width?: number;
  /** Hidden below antd's breakpoint of that name (md 768 px, lg 992 px), by CSS. */
  from?: 'md' | 'lg';
  /** Shown on phones only (below md), e.g. one column that stacks what wider screens spread over several. */
  phoneOnly?: boolean;
  /** A sortable header: the direction it shows (none when the list is sorted otherwise) and the click. */
  sort?: { direction?: SortDirection; onSort: () => void };
  /**
   * The row's actions: from md up the column stays in view at the table's end when the table
   * scrolls sideways (antd's `fixed: 'right'`); in `phoneCards` it is the foot of each card.
   */
  pinned?: boolean;
}

export interface RowSelection<T> {
  selectedKeys: readonly number[];
  onChange: (keys: number[]) => void;
  /** The accessible names of a row's checkbox and of the header's (which ticks the whole page). */
  rowLabel: (row: T) => string;
  pageLabel: string;
}

export interface DataTableProps<T> {
  rows: readonly T[] | undefined;
  rowKey: (row: T) => number;
  columns: DataColumn<T>[];
  /** Dims the rows under a spinner (aria-busy) without moving anything. */
  loading?: boolean;
  /** In place of the rows when there are none. */
  empty: ReactNode;
  /** A plain click anywhere on a row (see isPlainRowClick). */
  onRowClick?: (row: T) => void;
  selection?: RowSelection<T>;
  /** From md up the table is at least this wide (px) and scrolls inside its wrapper when narrower. */
  minWidth?: number;
  /** Under the table, e.g. a Pager. */
  footer?: ReactNode;
  /**
   * Below md each row is a card: every column's value under its title (hidden columns too), the
   * pinned actions at its foot. For tables whose columns are all worth reading on a phone.
   */
  phoneCards?: boolean;
  /** The table's name for screen readers (a visually hidden caption). */
  caption?: string;
  testId?: string;
}

const HIDDEN_BELOW = { md: styles.fromMd, lg: styles.fromLg } as const;
const responsiveClass = (column: { from?: 'md' | 'lg'; phoneOnly?: boolean; pinned?: boolean }) =>
  [column.phoneOnly ? styles.phoneColumn : column.from && HIDDEN_BELOW[column.from], column.pinned && styles.pinned].filter(Boolean).join(' ') || undefined;
/** A card's label of a cell: the column's title when it is text. */
const cardLabel = (title: ReactNode) => (typeof title === 'string' ? title : undefined);

/** Shown on phones only (below md), e.g. a hidden column's value under the first column. */
export function PhoneOnly({ children }: { children: ReactNode }) {
  return <span className={styles.phoneOnly}>{children}</span>;
}

function SortButton({ title, direction, onSort }: { title: ReactNode; direction?: SortDirection; onSort: () => void }) {
  return (
    <button type="button" className={styles.sortButton} onClick={onSort}>
      <span>{title}</span>
      <span className={styles.sorter} data-direction={direction} aria-hidden />
    </button>
  );
}

/**
 * A semantic, token-styled table in antd's look, for server-paginated lists: sortable headers
 * (the caller sorts), responsive columns, row checkboxes, whole-row clicks, a loading veil and an
 * empty state. Everything responsive is CSS, so the server's HTML is the browser's first render.
 */
export function DataTable<T>({ rows, rowKey, columns, loading = false, empty, onRowClick, selection, minWidth, footer, phoneCards = false, caption, testId }: DataTableProps<T>) {
  const pageKeys = rows?.map(rowKey) ?? [];
  const selected = new Set(selection?.selectedKeys);
  const tickedOnPage = pageKeys.filter((key) => selected.has(key)).length;
  const allTicked = pageKeys.length > 0 && tickedOnPage === pageKeys.length;
  const columnCount = columns.length + (selection ? 1 : 0);
  const rootStyle = { ...tableVars(token), '--dt-min-width': minWidth ? `${minWidth}px` : undefined } as CSSProperties;

  const toggle = (key: number, on: boolean) =>
    selection?.onChange(on ? [...selection.selectedKeys, key] : selection.selectedKeys.filter((k) => k !== key));
  const togglePage = () =>
    selection?.onChange(
      allTicked ? selection.selectedKeys.filter((k) => !pageKeys.includes(k)) : [...new Set([...selection.selectedKeys, ...pageKeys])],
    );

  return (
    <div className={phoneCards ? `${styles.root} ${styles.cards}` : styles.root} style={rootStyle} data-testid={testId} data-phone-cards={phoneCards || undefined}>
      <div className={styles.stage}>
        <div className={styles.scroller}>
          <table className={styles.table} aria-busy={loading}>
            {caption && (
              // Pinned to the start: where a centred caption of a wide table puts it, it would widen the page.
              <caption className="sr-only" style={{ insetInlineStart: 0 }}>
                {caption}
              </caption>
            )}
            <thead>
              <tr>
                {selection && (
                  <th scope="col" className={styles.selectionCell} data-selection-cell>
                    <label className={styles.checkLabel}>
                      <input
                        type="checkbox"
                        aria-label={selection.pageLabel}
                        checked={allTicked}
                        disabled={pageKeys.length === 0}
                        ref={(input) => {
                          if (input) input.indeterminate = tickedOnPage > 0 && !allTicked;
                        }}
                        onChange={togglePage}
                      />
                    </label>
                  </th>
                )}
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={responsiveClass(column)}
                    style={column.width ? { width: column.width } : undefined}
                    aria-sort={column.sort?.direction}
                    data-sortable={column.sort ? true : undefined}
                    data-sorted={column.sort?.direction ? true : undefined}
                  >
                    {column.sort ? <SortButton title={column.title} {...column.sort} /> : column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows?.map((row) => {
                const key = rowKey(row);
                const ticked = selected.has(key);
                return (
                  <tr
                    key={key}
                    data-row-key={key}
                    data-selected={ticked || undefined}
                    data-clickable={onRowClick ? true : undefined}
                    onClick={onRowClick && ((event) => isPlainRowClick(event) && onRowClick(row))}
                  >
                    {selection && (
                      <td className={styles.selectionCell} data-selection-cell>
                        <label className={styles.checkLabel}>
                          <input type="checkbox" aria-label={selection.rowLabel(row)} checked={ticked} onChange={(e) => toggle(key, e.target.checked)} />
                        </label>
                      </td>
                    )}
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        className={responsiveClass(column)}
                        data-column={column.key}
                        data-label={phoneCards && !column.pinned ? cardLabel(column.title) : undefined}
                        data-sorted={column.sort?.direction ? true : undefined}
                      >
                        {column.render(row)}
                      </td>
                    ))}
                  </tr>
                );
              })}
              {!rows?.length && (
                <tr>
                  <td colSpan={columnCount} className={styles.emptyCell}>
                    {rows || !loading ? empty : null}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        {loading && (
          <div className={styles.veil} aria-hidden>
            <span className={styles.spinner} />
          </div>
        )}
      </div>
      {footer}
    </div>
  );
}
