import { useState } from 'react';
import { useSession } from 'next-auth/react';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Tabs } from '@/components/ui/tabs';
import { meetingsText as t } from '@/locales/id/meetings';
import { can } from '@/utils/permissions';
import { LiveMeetings } from './live-meetings';
import { MeetingForm } from './meeting-form';
import { MeetingTable } from './meeting-table';

/** Live meetings for everyone; admins (manage-meetings) also get the Kelola tab: Zoom's list, a new meeting, delete. */
export function MeetingsView() {
  const { data: session } = useSession();
  const manages = can(session?.user ?? null, 'manage-meetings');
  const [tab, setTab] = useState('live');
  if (!manages) return <LiveMeetings />;
  const manage = (
    <Flex vertical gap={16}>
      <Panel title={t.form.title}>
        <MeetingForm />
      </Panel>
      <Panel title={t.manage.list}>
        <MeetingTable />
      </Panel>
    </Flex>
  );
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      items={[
        { key: 'live', label: t.tabs.live, children: <LiveMeetings /> },
        { key: 'manage', label: t.tabs.manage, children: manage },
      ]}
    />
  );
}
