import { useState } from 'react';
import { faqText } from '@/locales/id/faq';
import { useFaqGroups } from '@/hooks/faq/use-faq-groups';
import { useDebouncedValue } from '@/hooks/tickets/use-debounced-value';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { SearchInput } from '@/components/ui/search-input';
import { ServerHtml } from '@/components/ui/server-html';
import { Skeleton } from '@/components/ui/skeleton';
import { Paragraph, Text, Title } from '@/components/ui/text';

/** Every FAQ group with its questions opening in place; the search asks the API (question, answer or group name) as one types. */
export function FaqPageView() {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const { data, isLoading } = useFaqGroups(term);
  return (
    <Flex vertical gap={16}>
      <Panel>
        <Title level={3} style={{ marginTop: 0 }}>{faqText.title}</Title>
        <SearchInput label={faqText.search} placeholder={faqText.search} value={search} onChange={setSearch} onSearch={setSearch} style={{ width: '100%' }} />
      </Panel>
      {isLoading ? (
        <Skeleton />
      ) : !data?.length ? (
        <Panel><EmptyState description={faqText.empty} /></Panel>
      ) : (
        data.map((group) => (
          <Panel key={group.id} title={group.name} extra={<Text secondary>{faqText.count(group.items.length)}</Text>} data-testid={`faq-group-${group.id}`}>
            {group.description && <Paragraph secondary>{group.description}</Paragraph>}
            <div className="faq-answers">
              {group.items.map((item) => (
                <details key={item.id}>
                  <summary>
                    <span>{item.question}</span>
                  </summary>
                  <ServerHtml html={item.answer_html} />
                </details>
              ))}
            </div>
          </Panel>
        ))
      )}
    </Flex>
  );
}
