import { Result } from 'antd';
import { ticketsText } from '@/locales/id';

export default function TicketNotFound() {
  return <Result status="404" title={ticketsText.notFound} />;
}
