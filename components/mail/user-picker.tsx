import { useState } from 'react';
import { Avatar, Flex, Select, Spin, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { mailText } from '@/locales/id/mail';
import { ui } from '@/locales/id/ui';
import { useUserSearch } from '@/hooks/mail/use-mail';
import { useDebouncedValue } from '@/hooks/tickets/use-debounced-value';
import type { UserSummary } from '@/utils/schemas/common';

interface Props {
  id?: string;
  value?: number;
  onChange?: (id: number) => void;
  /** A known person to show before any search (a reply's receiver). */
  initial?: UserSummary | null;
}

/** Finds people by GET /users/search/{term} (two letters or more); a controlled Form.Item child. */
export function UserPicker({ id, value, onChange, initial }: Props) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  const { data, isFetching } = useUserSearch(term);
  const people = [...(initial && !data?.some((u) => u.id === initial.id) ? [initial] : []), ...(data ?? [])];
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      onChange={onChange}
      placeholder={mailText.searchUser}
      aria-label={mailText.to}
      data-testid="mail-user-picker"
      notFoundContent={isFetching ? <Spin size="small" /> : term.length >= 2 ? mailText.noUsers : null}
      options={people.map((u) => ({
        value: u.id,
        label: (
          <Flex gap={8} align="center">
            <Avatar size="small" src={u.image ?? undefined} icon={<UserOutlined />} />
            <span>{u.name ?? u.username}</span>
            <Typography.Text type="secondary">@{u.username} · {ui.roles[u.current_role]}</Typography.Text>
          </Flex>
        ),
      }))}
    />
  );
}
