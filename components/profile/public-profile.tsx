import { Avatar, Card, Col, Empty, Flex, List, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import Link from 'next/link';
import { profileText as t, ui } from '@/locales/id';
import { usePublicProfile } from '@/hooks/profile/use-profile';
import { ROLE_COLORS } from '@/components/layout/role-colors';
import { ServerHtml } from '@/components/ui/server-html';
import { StatusTag } from '@/components/ui/status-tag';
import { formatDate } from '@/utils/format';

/** Someone's public page: bio, position, their published tickets and accepted answers. */
export function PublicProfile({ id }: { id: number }) {
  const { data: p, isLoading, isError } = usePublicProfile(id);
  if (isLoading) return <Card><Skeleton active /></Card>;
  if (isError || !p) return <Result status="404" title={t.notFound} />;
  return (
    <Flex vertical gap={16} data-testid="public-profile">
      <Card>
        <Flex gap={16} align="center">
          <Avatar size={64} src={p.image ?? undefined} icon={<UserOutlined />} />
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>{p.name ?? p.username}</Typography.Title>
            <Typography.Text type="secondary">@{p.username}{p.position ? ` · ${p.position}` : ''}</Typography.Text>{' '}
            <Tag color={ROLE_COLORS[p.current_role]}>{ui.roles[p.current_role]}</Tag>
          </div>
        </Flex>
        {p.bio && <Typography.Paragraph style={{ marginTop: 12, whiteSpace: 'pre-wrap' }}>{p.bio}</Typography.Paragraph>}
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t.tickets}>
            <List
              dataSource={p.tickets}
              locale={{ emptyText: <Empty description={t.noTickets} /> }}
              renderItem={(k) => (
                <List.Item key={k.id} extra={<StatusTag status={k.status} />}>
                  <List.Item.Meta title={<Link href={`/tickets/${k.id}`}>{k.title}</Link>} description={`${k.number} · ${formatDate(k.created_at)}`} />
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t.answers}>
            <List
              dataSource={p.answers}
              locale={{ emptyText: <Empty description={t.noAnswers} /> }}
              renderItem={(a) => (
                <List.Item key={a.id}>
                  <List.Item.Meta
                    title={<Link href={`/tickets/${a.ticket_id}`}>{`${a.ticket_number} · ${a.ticket_title}`}</Link>}
                    description={<ServerHtml html={a.html} style={{ maxHeight: 120, overflow: 'hidden' }} />}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
