import { useState } from 'react';
import { EditOutlined } from '@ant-design/icons';
import Link from 'next/link';
import { notificationPreferencesText } from '@/locales/id/notification-preferences';
import { profileText as t } from '@/locales/id/profile';
import { ui } from '@/locales/id/ui';
import { useOwnProfile } from '@/hooks/profile/use-profile';
import { ROLE_COLORS } from '@/components/layout/role-colors';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';
import { Paragraph } from '@/components/ui/text';
import { ProfileForm } from './profile-form';
import styles from './profile.module.css';

const show = (v: string | null) => v || t.empty;

/** Own account and profile (bio, phone, position), editable in place. */
export function OwnProfile() {
  const { data: p, isLoading } = useOwnProfile();
  const [editing, setEditing] = useState(false);
  if (isLoading || !p) return <Panel><Skeleton /></Panel>;

  const u = p.user;
  const account: Fact[] = [
    { key: 'username', label: t.fields.username, value: u.username },
    { key: 'email', label: t.fields.email, value: show(u.email) },
    { key: 'nip', label: t.fields.employeeNumber, value: show(u.employee_number) },
    { key: 'organization', label: t.fields.organization, value: show(u.organization_name ?? u.organization_id) },
  ];
  // While editing, the form holds these three.
  const profile: Fact[] = [
    { key: 'position', label: t.fields.position, value: show(p.position) },
    { key: 'phone', label: t.fields.phone, value: show(p.phone) },
    { key: 'bio', label: t.fields.bio, value: <Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{show(p.bio)}</Paragraph>, wide: true },
  ];
  return (
    <Panel
      title={
        // Name and role flow as one text beside the photo: on a phone the role goes under the name.
        <Flex gap={12} align="center" style={{ paddingBlock: 12 }}>
          <Avatar src={u.image} />
          <span>
            {u.name ?? u.username} <Tag color={ROLE_COLORS[u.current_role]} style={{ marginInlineStart: 8 }}>{ui.roles[u.current_role]}</Tag>
          </span>
        </Flex>
      }
      extra={!editing && <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>{t.edit}</Button>}
      data-testid="own-profile"
    >
      <FactList columns={2} items={editing ? account : [...account, ...profile]} />
      {editing && <ProfileForm profile={p} onClose={() => setEditing(false)} />}
      <Flex gap={24} wrap style={{ marginTop: 16 }}>
        <Link href={`/profile/${u.id}`} className={styles.link}>
          {t.publicTitle}
        </Link>
        <Link href="/profile/notifikasi" className={styles.link}>
          {notificationPreferencesText.title}
        </Link>
      </Flex>
    </Panel>
  );
}
