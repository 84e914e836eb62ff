import Link from 'next/link';
import type { ReactNode } from 'react';
import { IdcardOutlined } from '@ant-design/icons';
import { siasnText } from '@/locales/id/siasn';
import { ResultState } from '@/components/ui/result-state';
import { Flex } from '@/components/ui/flex';
import { FAQ_PATH, NEW_TICKET_PATH } from '@/utils/catalogue/personnel-service-pages';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { isNip } from '@/utils/catalogue/personnel-sections';
import type { UserGroup } from '@/utils/session-user';

const t = siasnText.noNip;

/**
 * The own record of an account without a NIP (PTTPK, Google sign-in, an account whose NIP is not
 * recorded): why there is nothing to show, what an ASN does about it, and what everyone can use
 * instead (tickets, the FAQ), rather than a dead end.
 */
export function NoNipRecord({ group }: { group: UserGroup | undefined }) {
  return (
    <div data-testid="no-nip-record">
      <ResultState
        status="404"
        icon={<IdcardOutlined />}
        title={t.title}
        subTitle={
          <Flex vertical gap={8}>
            <span>{t.reasons[group ?? 'MASTER'] ?? t.reasons.MASTER}</span>
            <span>{t.ifAsn}</span>
            <span>{t.meanwhile}</span>
          </Flex>
        }
        extra={
          <Flex gap={8} wrap justify="center">
            <Link href={NEW_TICKET_PATH} className="btn btn-primary">
              {t.ticket}
            </Link>
            <Link href={FAQ_PATH} className="btn btn-default">
              {t.faq}
            </Link>
          </Flex>
        }
      />
    </div>
  );
}

/** True when the signed-in account (known from the session, no SIASN call) has no NIP of its own. */
export function useOwnNipMissing(): { missing: boolean; group: UserGroup | undefined } {
  const user = useCurrentUser();
  return { missing: user !== null && !isNip(user.employee_number), group: user?.group };
}

/** An own-record page (Gelar, Kesehatan data): its content, or the way forward for an account without a NIP. */
export function OwnRecordGuard({ children }: { children: ReactNode }) {
  const { missing, group } = useOwnNipMissing();
  return missing ? <NoNipRecord group={group} /> : children;
}
