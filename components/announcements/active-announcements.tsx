import { Alert, Flex } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { useAnnouncements } from '@/hooks/announcements/use-announcements';
import { ServerHtml } from '@/components/ui/server-html';

/** The announcements shown right now (active and within their window), newest start first. */
export function ActiveAnnouncements() {
  const { data } = useAnnouncements({ active: true, limit: 5 });
  if (!data?.data.length) return null;
  return (
    <Flex vertical gap={8} data-testid="active-announcements">
      {data.data.map((a) => (
        <Alert key={a.id} type="info" showIcon icon={<NotificationOutlined />} title={a.title} description={<ServerHtml html={a.content_html} />} />
      ))}
    </Flex>
  );
}
