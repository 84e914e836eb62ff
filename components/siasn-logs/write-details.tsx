import { siasnLogsText as t } from '@/locales/id/siasn-logs';
import type { SiasnWriteLogRow } from '@/utils/schemas/siasn-logs';
import { FactList } from '@/components/ui/fact-list';
import { userLabel } from './log-cells';
import { requestFacts } from './request-facts';

const pre = { margin: '8px 0 0', whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12, maxHeight: 320, overflow: 'auto' } as const;

/**
 * An expanded write: who, on which NIP, SIASN's message and the request as labelled fields; the
 * request as sent (JSON) is folded away under "Detail teknis".
 */
export function WriteDetails({ row }: { row: SiasnWriteLogRow }) {
  const c = t.writes.columns;
  // The record's id is already among the facts above: the request's copy of it is not repeated.
  const request = requestFacts(row.request).filter((fact) => !row.riwayat_id || fact.value !== row.riwayat_id);
  return (
    <div data-testid={`write-details-${row.id}`}>
      <FactList
        columns={2}
        items={[
          { key: 'user', label: c.user, value: userLabel(row.user) },
          { key: 'nip', label: c.nip, value: row.nip },
          { key: 'type', label: c.type, value: `${t.types[row.type] ?? row.type} · ${t.actions[row.action] ?? row.action}` },
          ...(row.riwayat_id ? [{ key: 'riwayat', label: t.writes.riwayatId, value: row.riwayat_id }] : []),
          { key: 'duration', label: c.duration, value: t.ms(row.duration_ms) },
          { key: 'message', label: t.writes.gatewayMessage, value: row.gateway_message ?? t.writes.noMessage, wide: true },
        ]}
      />
      <FactList data-testid={`write-request-${row.id}`} columns={2} items={request} />
      <details>
        <summary>{t.writes.technical}</summary>
        <pre style={pre}>{JSON.stringify(row.request, null, 2)}</pre>
      </details>
    </div>
  );
}
