import { useState } from 'react';
import { Card, Collapse, Empty, Flex, Input, Skeleton, Typography } from 'antd';
import { faqText } from '@/locales/id';
import { useFaqGroups } from '@/hooks/faq/use-faq-groups';
import { useDebouncedValue } from '@/hooks/tickets/use-debounced-value';
import { ServerHtml } from '@/components/ui/server-html';

/** Every FAQ group with its questions as a Collapse; the search asks the API (question, answer or group name). */
export function FaqPageView() {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const { data, isLoading } = useFaqGroups(term);
  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>{faqText.title}</Typography.Title>
        <Input.Search allowClear size="large" placeholder={faqText.search} value={search} onChange={(e) => setSearch(e.target.value)} aria-label={faqText.search} />
      </Card>
      {isLoading ? (
        <Skeleton active />
      ) : !data?.length ? (
        <Card><Empty description={faqText.empty} /></Card>
      ) : (
        data.map((group) => (
          <Card key={group.id} title={group.name} extra={<Typography.Text type="secondary">{faqText.count(group.items.length)}</Typography.Text>} data-testid={`faq-group-${group.id}`}>
            {group.description && <Typography.Paragraph type="secondary">{group.description}</Typography.Paragraph>}
            <Collapse
              items={group.items.map((item) => ({ key: item.id, label: item.question, children: <ServerHtml html={item.answer_html} /> }))}
            />
          </Card>
        ))
      )}
    </Flex>
  );
}
