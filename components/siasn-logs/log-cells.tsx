import { siasnLogsText as t } from '@/locales/id/siasn-logs';
import { RECORD_KIND_INFO, isRecordKind } from '@/utils/catalogue/personnel-writes';
import { formatDateTimeShort } from '@/utils/format';
import type { LogUser, SiasnCallOutcome, SiasnWriteOutcome } from '@/utils/schemas/siasn-logs';
import { Tag } from '@/components/ui/tag';

// ok green, refused by SIASN orange, no usable answer red (docs/personnel-writes.md section 7).
const WRITE_OUTCOME_COLORS: Record<SiasnWriteOutcome, string> = { ok: 'green', rejected: 'orange', error: 'red', timeout: 'red' };
const CALL_OUTCOME_COLORS: Record<SiasnCallOutcome, string> = { ok: 'green', empty: 'default', rejected: 'orange', error: 'red', timeout: 'red', unauthorized: 'orange' };

export function WriteOutcomeTag({ outcome }: { outcome: SiasnWriteOutcome }) {
  return (
    <Tag color={WRITE_OUTCOME_COLORS[outcome] ?? 'default'} data-outcome={outcome}>
      {t.writeOutcomes[outcome] ?? outcome}
    </Tag>
  );
}

export function CallOutcomeTag({ outcome }: { outcome: SiasnCallOutcome }) {
  return (
    <Tag color={CALL_OUTCOME_COLORS[outcome] ?? 'default'} data-outcome={outcome}>
      {t.callOutcomes[outcome] ?? outcome}
    </Tag>
  );
}

/** A service key as people read it: a record kind's title, biodata, a proposal's name. */
export const serviceLabel = (service: string) => (isRecordKind(service) ? RECORD_KIND_INFO[service].title : (t.services[service] ?? service));

export const userLabel = (user: LogUser | null) => (user ? (user.name ?? user.username) : t.noUser);

export const logTime = (at: string) => formatDateTimeShort(at);
