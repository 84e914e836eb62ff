import Link from 'next/link';
import { Collapse, Flex, Space, Spin, Typography } from 'antd';
import { Panel } from '@/components/ui/panel';
import { BulbOutlined } from '@ant-design/icons';
import { ticketsText } from '@/locales/id';
import { useFaqSuggestions } from '@/hooks/tickets/use-faq-suggestions';
import { useTicketSuggestions } from '@/hooks/tickets/use-ticket-suggestions';
import { ServerHtml } from '@/components/ui/server-html';
import { StatusTag } from '@/components/ui/status-tag';

const t = ticketsText.form;

/** Published tickets and FAQs that may already answer `title` (debounced, 3+ characters: the caller checks). */
export function TicketSuggestions({ title }: { title: string }) {
  const tickets = useTicketSuggestions(title);
  const faqs = useFaqSuggestions(title);
  const loading = tickets.isFetching || faqs.isFetching;
  const similar = tickets.data ?? [];
  const answers = faqs.data ?? [];
  return (
    <Panel
      size="small"
      data-testid="ticket-suggestions"
      title={<Space><BulbOutlined />{t.suggestionsTitle}</Space>}
      extra={loading && <Spin size="small" />}
    >
      <Flex vertical gap={12}>
        <section aria-label={t.similarTickets}>
          <Typography.Text strong>{t.similarTickets}</Typography.Text>
          {similar.length === 0 ? (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t.noSuggestions}</Typography.Paragraph>
          ) : (
            <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
              {similar.map((s) => (
                <li key={s.id}>
                  {/* The tag stays beside a long title (as in the detail's similar tickets), not below it. */}
                  <Flex justify="space-between" align="start" gap={8}>
                    <Link href={`/tickets/${s.id}`} target="_blank">{s.title}</Link>
                    <StatusTag status={s.status} />
                  </Flex>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-label={t.faqs}>
          <Typography.Text strong>{t.faqs}</Typography.Text>
          {answers.length === 0 ? (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t.noSuggestions}</Typography.Paragraph>
          ) : (
            <Collapse
              size="small"
              style={{ marginTop: 4 }}
              items={answers.map((faq) => ({
                key: faq.id,
                // The FAQ's name under the question: beside it, a narrow column broke words ("SIAS N").
                label: (
                  <Flex vertical>
                    <span>{faq.question}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>{faq.faq_name}</Typography.Text>
                  </Flex>
                ),
                children: <ServerHtml html={faq.answer_html} />,
              }))}
            />
          )}
        </section>
      </Flex>
    </Panel>
  );
}
