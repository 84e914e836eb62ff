import type { ReactNode } from 'react';
import Link from 'next/link';
import { HistoryOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import { privacyText } from '@/locales/id/privacy';
import { siasnServicesText } from '@/locales/id/siasn-services';
import { DATA_READS_PATH, RECORD_HEALTH_PATH } from '@/utils/catalogue/personnel-service-pages';
import { Flex } from '@/components/ui/flex';

const linkTo = (href: string, icon: ReactNode, text: string, testId: string) => (
  <Link href={href} className="btn btn-default" data-testid={testId}>
    {icon}
    <span>{text}</span>
  </Link>
);

/** Data Utama's ways (own record only) to the kesehatan data page and to who opened the record. */
export function OwnRecordLinks() {
  return (
    <Flex gap={8} wrap>
      {linkTo(RECORD_HEALTH_PATH, <MedicineBoxOutlined aria-hidden />, siasnServicesText.health.link, 'record-health-link')}
      {linkTo(DATA_READS_PATH, <HistoryOutlined aria-hidden />, privacyText.reads.link, 'data-reads-link')}
    </Flex>
  );
}
