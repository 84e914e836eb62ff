import { FileSearchOutlined } from '@ant-design/icons';
import Link from 'next/link';
import { profileText as t } from '@/locales/id/profile';
import { ui } from '@/locales/id/ui';
import { usePublicProfile } from '@/hooks/profile/use-profile';
import { ROLE_COLORS } from '@/components/layout/role-colors';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { ItemList } from '@/components/ui/item-list';
import { Panel } from '@/components/ui/panel';
import { ServerHtml } from '@/components/ui/server-html';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusTag } from '@/components/ui/status-tag';
import { Tag } from '@/components/ui/tag';
import { Paragraph, Text, Title } from '@/components/ui/text';
import { ResultState } from '@/components/ui/result-state';
import { formatDate } from '@/utils/format';
import styles from './profile.module.css';

/** Someone's public page: bio, position, their published tickets and accepted answers. */
export function PublicProfile({ id }: { id: number }) {
  const { data: p, isLoading, isError } = usePublicProfile(id);
  if (isLoading) return <Panel><Skeleton /></Panel>;
  if (isError || !p) return <ResultState status="404" icon={<FileSearchOutlined />} title={t.notFound} />;
  return (
    <Flex vertical gap={16} data-testid="public-profile">
      <Panel>
        <Flex gap={16} align="center">
          <Avatar size={64} src={p.image} />
          <div>
            <Title level={4} style={{ margin: 0 }}>{p.name ?? p.username}</Title>
            <Text secondary>@{p.username}{p.position ? ` · ${p.position}` : ''}</Text>{' '}
            <Tag color={ROLE_COLORS[p.current_role]}>{ui.roles[p.current_role]}</Tag>
          </div>
        </Flex>
        {p.bio && <Paragraph style={{ margin: '12px 0 0', whiteSpace: 'pre-wrap' }}>{p.bio}</Paragraph>}
      </Panel>
      <div className={styles.columns}>
        <Panel title={t.tickets}>
          <ItemList
            empty={<EmptyState description={t.noTickets} />}
            items={p.tickets.map((k) => ({
              key: k.id,
              title: <Link href={`/tickets/${k.id}`}>{k.title}</Link>,
              description: `${k.number} · ${formatDate(k.created_at)}`,
              extra: <StatusTag status={k.status} />,
            }))}
          />
        </Panel>
        <Panel title={t.answers}>
          <ItemList
            empty={<EmptyState description={t.noAnswers} />}
            items={p.answers.map((a) => ({
              key: a.id,
              title: <Link href={`/tickets/${a.ticket_id}`}>{`${a.ticket_number} · ${a.ticket_title}`}</Link>,
              description: <ServerHtml html={a.html} style={{ maxHeight: 120, overflow: 'hidden' }} />,
            }))}
          />
        </Panel>
      </div>
    </Flex>
  );
}
