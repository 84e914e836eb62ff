import { Table, type TableColumnsType } from 'antd';
import { spreadsheetErrorsText as t } from '@/locales/id/spreadsheets';
import type { SpreadsheetError } from '@/utils/schemas/spreadsheets';
import { Notice } from '@/components/ui/notice';
import { Panel } from '@/components/ui/panel';

const columns: TableColumnsType<SpreadsheetError> = [
  { key: 'row', title: t.row, width: 96, render: (_, error) => error.row ?? t.wholeFile },
  { key: 'column', title: t.column, dataIndex: 'column', width: 180 },
  { key: 'reason', title: t.reason, dataIndex: 'reason' },
];

/** Why an upload was refused: the API's message and every refused cell by row and column. */
export function SpreadsheetErrors({ message, errors }: { message: string; errors: SpreadsheetError[] }) {
  return (
    <Panel title={<h2 style={{ margin: 0, font: 'inherit' }}>{t.title(errors.length)}</h2>} data-testid="spreadsheet-errors">
      <Notice type="error">{message}</Notice>
      <Table<SpreadsheetError>
        rowKey={(error) => `${error.row ?? 0}:${error.column}`}
        size="small"
        columns={columns}
        dataSource={errors}
        pagination={errors.length > 20 ? { pageSize: 20, showSizeChanger: false, size: 'small' } : false}
        style={{ marginTop: 12 }}
      />
    </Panel>
  );
}
