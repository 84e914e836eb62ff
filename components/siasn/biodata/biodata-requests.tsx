import { siasnServicesText } from '@/locales/id/siasn-services';
import { SubSection } from '@/components/siasn/sub-section';
import { Tag } from '@/components/ui/tag';
import { Text } from '@/components/ui/text';
import { formatStamp } from '@/utils/format/record-date';
import type { BiodataRequest, BiodataRequestState } from '@/utils/schemas/siasn-biodata';
import styles from '../siasn-services.module.css';

const t = siasnServicesText.biodata;

/** Menunggu blue (processing), diterapkan green, terlambat (past 2x24 hours) red. */
export const REQUEST_STATE_COLORS: Record<BiodataRequestState, string> = { menunggu: 'processing', diterapkan: 'green', terlambat: 'red' };

function Request({ request }: { request: BiodataRequest }) {
  const changes = Object.entries(request.changes);
  return (
    <li className={styles.item} data-testid="biodata-request" data-state={request.state}>
      <div className={styles.itemHead}>
        <Tag color={REQUEST_STATE_COLORS[request.state] ?? 'default'}>{t.states[request.state] ?? request.state}</Tag>
        <Text secondary>{t.sentAt(formatStamp(request.at))}</Text>
      </div>
      <ul className={styles.changes}>
        {changes.map(([key, value]) => (
          <li key={key}>
            {`${t.fields[key] ?? key}: `}
            <strong>{value ? value : t.emptyValue}</strong>
          </li>
        ))}
      </ul>
      {request.message && <Text secondary>{request.message}</Text>}
    </li>
  );
}

/** The change requests sent from the portal, newest first, each with where it stands. */
export function BiodataRequests({ requests }: { requests: BiodataRequest[] }) {
  const newest = [...requests].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <SubSection title={t.requests}>
      {newest.length === 0 ? (
        <Text secondary>{t.noRequests}</Text>
      ) : (
        <ul className={styles.list} data-testid="biodata-requests">
          {newest.map((request) => (
            <Request key={request.id} request={request} />
          ))}
        </ul>
      )}
    </SubSection>
  );
}
