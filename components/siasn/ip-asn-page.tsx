import { useSession } from 'next-auth/react';
import { FileSearchOutlined } from '@ant-design/icons';
import { errors } from '@/locales/id/errors';
import { siasnText } from '@/locales/id/siasn';
import { assessmentText } from '@/locales/id/siasn-assessment';
import { ResultState } from '@/components/ui/result-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isNip } from '@/utils/catalogue/personnel-sections';
import { IpAsnView } from './ip-asn-view';

const thisYear = () => Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Jakarta' }).format(new Date()));

/** The IP ASN page of the own record (`nip` null: the session's NIP) or, for staff, of a NIP. */
export function IpAsnPage({ nip }: { nip: string | null }) {
  const { data: session, status } = useSession();
  if (nip === null && status === 'loading') return <Skeleton rows={4} />;
  const target = nip ?? session?.user?.employee_number ?? null;
  if (!isNip(target)) {
    const own = nip === null;
    return (
      <ResultState
        status={own ? '404' : 'warning'}
        icon={<FileSearchOutlined />}
        title={own ? siasnText.states.noData : siasnText.states.invalidNip}
        subTitle={own ? assessmentText.ipAsn.noNip : errors.INVALID_NIP}
      />
    );
  }
  return <IpAsnView nip={target} recordNip={nip} currentYear={thisYear()} />;
}
