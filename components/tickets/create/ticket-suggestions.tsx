import Link from 'next/link';
import { Flex } from '@/components/ui/flex';
import { Spinner } from '@/components/ui/spinner';
import { Paragraph, Text } from '@/components/ui/text';
import { Panel } from '@/components/ui/panel';
import { BulbOutlined } from '@ant-design/icons';
import { ticketsText } from '@/locales/id/tickets';
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
      title={<Flex gap={8} align="center"><BulbOutlined />{t.suggestionsTitle}</Flex>}
      extra={loading && <Spinner />}
    >
      <Flex vertical gap={12}>
        <section aria-label={t.similarTickets}>
          <Text strong>{t.similarTickets}</Text>
          {similar.length === 0 ? (
            <Paragraph secondary style={{ margin: 0 }}>{t.noSuggestions}</Paragraph>
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
          <Text strong>{t.faqs}</Text>
          {answers.length === 0 ? (
            <Paragraph secondary style={{ margin: 0 }}>{t.noSuggestions}</Paragraph>
          ) : (
            <div className="faq-answers">
              {answers.map((faq) => (
                <details key={faq.id}>
                  {/* The FAQ's name under the question: beside it, a narrow column broke words ("SIAS N"). */}
                  <summary>
                    <span>{faq.question}</span>
                    <Text secondary style={{ fontSize: 12 }}>{faq.faq_name}</Text>
                  </summary>
                  <ServerHtml html={faq.answer_html} />
                </details>
              ))}
            </div>
          )}
        </section>
      </Flex>
    </Panel>
  );
}
