import { Form, Radio, Space } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { ticketsText } from '@/locales/id/tickets';
import { useChangeStatus } from '@/hooks/tickets/use-change-status';
import { useStatuses } from '@/hooks/references/use-statuses';
import type { StatusCode, TicketDetail } from '@/utils/schemas/tickets';
import { StatusTag } from '@/components/ui/status-tag';
import { nextStatuses } from '@/utils/rules/status-transitions';
import { TicketFormModal } from './ticket-form-modal';

/** Offers only the moves the lifecycle allows from the current status. */
export function ChangeStatusDialog({ ticket, onClose }: { ticket: TicketDetail; onClose: () => void }) {
  const change = useChangeStatus(ticket.id);
  const { data: statuses = [] } = useStatuses();
  const choices = nextStatuses(ticket.status.code);
  const nameOf = (code: string) => statuses.find((s) => s.code === code)?.name ?? code;
  return (
    <TicketFormModal<{ status?: StatusCode }> title={ticketsText.actions.changeStatus} onClose={onClose}
      initialValues={{ status: choices[0] }}
      onSubmit={({ status }) => change.mutateAsync({ status: status ?? choices[0] })}>
      <Space style={{ marginBottom: 12 }}>
        <StatusTag status={ticket.status} />
        <ArrowRightOutlined />
      </Space>
      <Form.Item name="status" rules={[{ required: true }]}>
        <Radio.Group>
          <Space orientation="vertical">
            {choices.map((code) => (
              <Radio key={code} value={code}>
                <StatusTag status={{ code, name: nameOf(code) }} />
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
    </TicketFormModal>
  );
}
