import { Alert } from 'antd';
import { ticketsText } from '@/locales/id/tickets';
import { withAntdScope } from '@/components/ui/antd-scope';

/** "Tiket tidak dapat dimuat."; loaded only when the list fails, so antd's Alert is not in every first load. */
function LoadError() {
  return <Alert type="error" showIcon title={ticketsText.loadError} />;
}

export default withAntdScope(LoadError);
