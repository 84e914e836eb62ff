import { NotificationOutlined } from '@ant-design/icons';
import { useAnnouncements } from '@/hooks/announcements/use-announcements';
import { ServerHtml } from '@/components/ui/server-html';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';

/** The announcements shown right now (active and within their window), newest start first. */
export function ActiveAnnouncements() {
  const { data } = useAnnouncements({ active: true, limit: 5 });
  if (!data?.data.length) return null;
  return (
    <Flex vertical gap={8} data-testid="active-announcements">
      {data.data.map((a) => (
        <Notice key={a.id} type="info" icon={<NotificationOutlined aria-hidden />}>
          <strong>{a.title}</strong>
          <ServerHtml html={a.content_html} />
        </Notice>
      ))}
    </Flex>
  );
}
