import Link from 'next/link';
import { MedicineBoxOutlined } from '@ant-design/icons';
import { siasnServicesText } from '@/locales/id/siasn-services';
import { RECORD_HEALTH_PATH } from '@/utils/catalogue/personnel-service-pages';

/** Data Utama's way to the kesehatan data page (own record only). */
export function RecordHealthLink() {
  return (
    <Link href={RECORD_HEALTH_PATH} className="btn btn-default" data-testid="record-health-link" style={{ alignSelf: 'flex-start' }}>
      <MedicineBoxOutlined aria-hidden />
      <span>{siasnServicesText.health.link}</span>
    </Link>
  );
}
