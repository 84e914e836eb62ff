import { FORMAT_TEXT } from '@/locales/id/format';
import { personnelAdminText } from '@/locales/id/personnel-admin';
import { pipelineDocumentUrl, type PipelineRow } from '@/services/personnel-admin';
import type { Pipeline } from '@/utils/schemas/personnel-admin';
import { SvgIcon } from '@/components/ui/svg-icon';
import styles from './pipeline-cells.module.css';

const t = personnelAdminText.pipelines;

/** A stored column or SIASN value as text; `-` for none. */
export const cellText = (value: unknown) => (value === null || value === undefined || value === '' ? FORMAT_TEXT.empty : String(value));

export interface DocumentKey {
  /** The row key holding the SIASN path (server/pipelines/sources.ts documentKeys). */
  key: string;
  label: string;
}

/** The row's decrees and perteks, each through the pipeline's proxy in a new tab; `-` when it has none. */
export function DocumentLinks({ pipeline, row, documents }: { pipeline: Pipeline; row: PipelineRow; documents: readonly DocumentKey[] }) {
  const present = documents.filter(({ key }) => typeof row.data[key] === 'string' && row.data[key] !== '');
  if (present.length === 0) return FORMAT_TEXT.empty;
  return (
    <span className={styles.documents}>
      {present.map(({ key, label }) => (
        <a
          key={key}
          href={pipelineDocumentUrl(pipeline, row.data[key] as string)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t.documentOf(label, row.nama)}
          className={styles.nowrap}
        >
          <SvgIcon name="file-pdf" aria-hidden /> {label}
        </a>
      ))}
    </span>
  );
}
