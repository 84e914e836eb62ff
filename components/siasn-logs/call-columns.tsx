import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { siasnLogsText as t } from '@/locales/id/siasn-logs';
import type { LogUser } from '@/utils/schemas/siasn-logs';
import { logTime, userLabel } from './log-cells';

const c = t.calls.columns;

/** What every gateway call log row holds (siasn_calls, bank_calls). */
export interface CallLogRowBase {
  id: number;
  at: string;
  method: string;
  path: string;
  status: number | null;
  duration_ms: number;
  error_code: string | null;
  /** Who the call was made for; the bank log keeps no name (only the NIP, a column of its own). */
  user?: LogUser | null;
}

/**
 * The columns of a gateway call log: time, method, path, HTTP status, outcome (the log's own
 * tag), duration, user (unless `withUser` is false), error code; `afterUser` adds a log's own
 * columns after the user.
 */
export function callLogColumns<Row extends CallLogRowBase>(outcome: (row: Row) => ReactNode, afterUser: TableColumnsType<Row> = [], { withUser = true } = {}): TableColumnsType<Row> {
  return [
    // Narrow enough that a phone gives the path most of the row; the time wraps under the date there.
    { key: 'at', title: c.at, render: (_, row) => logTime(row.at), width: 104 },
    { key: 'method', title: c.method, responsive: ['md'], render: (_, row) => <code>{row.method}</code>, width: 80 },
    { key: 'path', title: c.path, render: (_, row) => <span style={{ overflowWrap: 'anywhere' }}>{row.path}</span> },
    { key: 'status', title: c.status, responsive: ['lg'], render: (_, row) => row.status ?? t.calls.noStatus },
    { key: 'outcome', title: c.outcome, render: (_, row) => outcome(row) },
    { key: 'duration', title: c.duration, responsive: ['md'], align: 'right', render: (_, row) => t.ms(row.duration_ms) },
    ...(withUser ? [{ key: 'user', title: c.user, responsive: ['lg'], render: (_: unknown, row: Row) => userLabel(row.user ?? null) } satisfies TableColumnsType<Row>[number]] : []),
    ...afterUser,
    { key: 'error', title: c.errorCode, responsive: ['lg'], render: (_, row) => row.error_code ?? '' },
  ];
}
