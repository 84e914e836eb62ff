import { shellText } from '@/locales/id/shell';
import { pageItems } from './page-items';
import styles from './data-table.module.css';

const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface PagerTexts {
  /** The nav's accessible name. */
  label: string;
  total: (total: number) => string;
  /** A capped total ("more than"); without it, a capped total reads as `total`. */
  moreThan?: (total: number) => string;
  page: (page: number) => string;
  pageSize: string;
  perPage: (size: number) => string;
}

interface Props {
  page: number;
  limit: number;
  total: number;
  /** More rows than `total` (the server stopped counting): "more than", and next stays open. */
  capped?: boolean;
  /** A new page size starts again from page 1 (the caller decides; it gets both). */
  onChange: (page: number, limit: number) => void;
  texts: PagerTexts;
}

/**
 * The total, previous/next, the page numbers with gaps and a page-size picker, for a list the
 * server pages. Drawn inside a DataTable's footer, whose CSS variables it reads.
 */
export function Pager({ page, limit, total, capped = false, onChange, texts }: Props) {
  const pageCount = Math.max(1, Math.ceil(total / limit), capped ? page : 1);
  const sizes = PAGE_SIZES.some((size) => size === limit) ? PAGE_SIZES : [...PAGE_SIZES, limit].sort((a, b) => a - b);
  return (
    <nav className={styles.pager} aria-label={texts.label}>
      <span className={styles.pagerTotal}>{capped && texts.moreThan ? texts.moreThan(total) : texts.total(total)}</span>
      <ul className={styles.pages}>
        <li>
          <button type="button" className={styles.pageButton} aria-label={shellText.previousPage} disabled={page <= 1} onClick={() => onChange(page - 1, limit)}>
            ‹
          </button>
        </li>
        {pageItems(page, pageCount).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.pageButton}
                aria-label={texts.page(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onChange(item, limit)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={styles.pageButton} aria-label={shellText.nextPage} disabled={page >= pageCount && !capped} onClick={() => onChange(page + 1, limit)}>
            ›
          </button>
        </li>
      </ul>
      <select className={styles.pageSize} aria-label={texts.pageSize} value={limit} onChange={(e) => onChange(page, Number(e.target.value))}>
        {sizes.map((size) => (
          <option key={size} value={size}>
            {texts.perPage(size)}
          </option>
        ))}
      </select>
    </nav>
  );
}
