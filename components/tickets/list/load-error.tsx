import { Alert } from 'antd';
import { ticketsText } from '@/locales/id';

/** "Tiket tidak dapat dimuat."; loaded only when the list fails, so antd's Alert is not in every first load. */
export default function LoadError() {
  return <Alert type="error" showIcon title={ticketsText.loadError} />;
}
