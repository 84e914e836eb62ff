import type { ReactNode } from 'react';
import { Pagination, Spin } from 'antd';
import { personnelAdminText } from '@/locales/id/personnel-admin';
import type { PipelineRow } from '@/services/personnel-admin';
import type { Pipeline } from '@/utils/schemas/personnel-admin';
import { FactList } from '@/components/ui/fact-list';
import { Flex } from '@/components/ui/flex';
import { EmptyState } from '@/components/ui/empty-state';
import { Panel } from '@/components/ui/panel';
import { DocumentLinks } from './pipeline-cells';
import { PIPELINE_CONFIGS } from './pipeline-configs';

const t = personnelAdminText.pipelines;

interface Props {
  pipeline: Pipeline;
  rows: readonly PipelineRow[] | undefined;
  loading: boolean;
  empty: ReactNode;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/**
 * A phone's pipeline list (below 768 px): one card per person, the pipeline's columns as label:
 * value rows and the documents and row action at the card's foot, so nothing needs sideways scrolling.
 */
export function PipelineCards({ pipeline, rows, loading, empty, page, pageSize, total, onPage }: Props) {
  const config = PIPELINE_CONFIGS[pipeline];
  const { RowAction } = config;
  if (!loading && !rows?.length) return <EmptyState description={empty} />;
  return (
    <Spin spinning={loading}>
      <Flex vertical gap={12}>
        <ul aria-label={t[pipeline].title} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }} data-testid="pipeline-cards">
          {rows?.map((row, index) => (
            <li key={row.id}>
              <Panel size="small" title={<h3 style={{ margin: 0, font: 'inherit' }}>{row.nama}</h3>} data-testid="pipeline-card">
                <Flex vertical gap={8}>
                  <FactList
                    items={[
                      { key: 'nip', label: t.columns.nip, value: row.nip },
                      ...config.columns.map((column) => ({
                        key: String(column.key),
                        label: String(column.title),
                        value: 'render' in column && column.render ? (column.render(undefined, row, index) as ReactNode) : null,
                      })),
                      { key: 'documents', label: t.columns.documents, value: <DocumentLinks pipeline={pipeline} row={row} documents={config.documents} /> },
                    ]}
                  />
                  {RowAction && (
                    <div>
                      <RowAction row={row} />
                    </div>
                  )}
                </Flex>
              </Panel>
            </li>
          ))}
        </ul>
        {total > pageSize && <Pagination align="center" size="small" current={page} pageSize={pageSize} total={total} showSizeChanger={false} onChange={onPage} />}
      </Flex>
    </Spin>
  );
}
