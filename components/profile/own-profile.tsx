import { useState } from 'react';
import { Avatar, Button, Card, Descriptions, Flex, Form, Input, Skeleton, Tag, Typography } from 'antd';
import { EditOutlined, UserOutlined } from '@ant-design/icons';
import Link from 'next/link';
import { profileText as t, ui } from '@/locales/id';
import { useOwnProfile, useUpdateProfile } from '@/hooks/profile/use-profile';
import { useNotify } from '@/components/ui/use-notify';
import { ROLE_COLORS } from '@/components/layout/role-colors';
import { applyApiFieldErrors, knowledgeSchema, parseForm } from '@/components/ref/zod-form';

const show = (v: string | null) => v || t.empty;

/** Own account and profile (bio, phone, position), editable in place. */
export function OwnProfile() {
  const { data: p, isLoading } = useOwnProfile();
  const update = useUpdateProfile();
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm();
  if (isLoading || !p) return <Card><Skeleton active /></Card>;

  const startEdit = () => {
    form.setFieldsValue({ bio: p.bio ?? '', phone: p.phone ?? '', position: p.position ?? '' });
    setEditing(true);
  };
  const save = async () => {
    const values = form.getFieldsValue(true) as Record<string, string>;
    if (!(await parseForm(form, knowledgeSchema('ProfilePatchSchema'), values))) return;
    try {
      await update.mutateAsync(values);
      notify.success(t.saved);
      setEditing(false);
    } catch (error) {
      if (!applyApiFieldErrors(form, error)) notify.error(error);
    }
  };
  const u = p.user;
  return (
    <Card
      title={
        <Flex gap={12} align="center">
          <Avatar src={u.image ?? undefined} icon={<UserOutlined />} />
          <span>{u.name ?? u.username}</span>
          <Tag color={ROLE_COLORS[u.current_role]}>{ui.roles[u.current_role]}</Tag>
        </Flex>
      }
      extra={!editing && <Button icon={<EditOutlined />} onClick={startEdit}>{t.edit}</Button>}
      data-testid="own-profile"
    >
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t.fields.username}>{u.username}</Descriptions.Item>
        <Descriptions.Item label={t.fields.email}>{show(u.email)}</Descriptions.Item>
        <Descriptions.Item label={t.fields.employeeNumber}>{show(u.employee_number)}</Descriptions.Item>
        <Descriptions.Item label={t.fields.organization}>{show(u.organization_id)}</Descriptions.Item>
        {!editing && <Descriptions.Item label={t.fields.position}>{show(p.position)}</Descriptions.Item>}
        {!editing && <Descriptions.Item label={t.fields.phone}>{show(p.phone)}</Descriptions.Item>}
        {!editing && <Descriptions.Item label={t.fields.bio} span={2}><Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{show(p.bio)}</Typography.Paragraph></Descriptions.Item>}
      </Descriptions>
      {editing && (
        <Form form={form} layout="vertical" style={{ marginTop: 16, maxWidth: 640 }} data-testid="profile-form">
          <Form.Item name="position" label={t.fields.position}><Input aria-label={t.fields.position} /></Form.Item>
          <Form.Item name="phone" label={t.fields.phone}><Input aria-label={t.fields.phone} /></Form.Item>
          <Form.Item name="bio" label={t.fields.bio}><Input.TextArea rows={4} maxLength={1000} aria-label={t.fields.bio} /></Form.Item>
          <Flex gap={8}>
            <Button type="primary" loading={update.isPending} onClick={() => void save()}>{t.save}</Button>
            <Button onClick={() => setEditing(false)}>{t.cancel}</Button>
          </Flex>
        </Form>
      )}
      <div style={{ marginTop: 16 }}>
        <Link href={`/profile/${u.id}`}>{t.publicTitle}</Link>
      </div>
    </Card>
  );
}
