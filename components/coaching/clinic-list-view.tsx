import { useState } from 'react';
import { CalendarOutlined } from '@ant-design/icons';
import { useSession } from 'next-auth/react';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/data-table/pager';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { NativeSelect } from '@/components/ui/native-select';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useListState } from '@/components/ui/use-list-state';
import { useClinics } from '@/hooks/coaching/use-clinics';
import { coachingText as t } from '@/locales/id/coaching';
import { can } from '@/utils/permissions';
import { COACHING_STATUSES, type CoachingStatus } from '@/utils/schemas/coaching-codes';
import { ClinicCard } from './clinic-card';
import { ClinicForm } from './clinic-form';

const GRID = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' } as const;
const STATUS_OPTIONS = COACHING_STATUSES.map((s) => ({ value: s, label: t.status[s] }));

/** The clinics as cards with a status filter and "mine"; consultants (agents) and admins schedule one. */
export function ClinicListView() {
  const { data: session } = useSession();
  const schedules = can(session?.user ?? null, 'schedule-coaching-clinic');
  const [scheduling, setScheduling] = useState(false);
  const [status, setStatus] = useState<CoachingStatus | undefined>(undefined);
  const [mine, setMine] = useState(false);
  const list = useListState(12);
  const firstPage = () => list.onPageChange(1, list.limit);
  const { data, isPending } = useClinics({ status, mine: mine || undefined, page: list.page, limit: list.limit });
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap justify="space-between" align="center" role="group" aria-label={t.filters.label}>
        <Flex gap={12} wrap align="center">
          <NativeSelect<CoachingStatus> aria-label={t.filters.all} placeholder={t.filters.all} value={status} onChange={(v) => {
              setStatus(v);
              firstPage();
            }} options={STATUS_OPTIONS} style={{ minWidth: 180 }} />
          <Switch checked={mine} onChange={(v) => {
              setMine(v);
              firstPage();
            }}>
            {t.filters.mine}
          </Switch>
        </Flex>
        {schedules && !scheduling && (
          <Button type="primary" icon={<CalendarOutlined aria-hidden />} onClick={() => setScheduling(true)}>
            {t.form.open}
          </Button>
        )}
      </Flex>
      {scheduling && (
        <Panel title={t.form.title}>
          <ClinicForm onClose={() => setScheduling(false)} />
        </Panel>
      )}
      {isPending && <Skeleton rows={4} />}
      {data && data.data.length === 0 && <EmptyState description={t.empty} />}
      <div style={GRID} data-testid="clinic-list">
        {data?.data.map((c) => <ClinicCard key={c.id} clinic={c} />)}
      </div>
      {data && data.total > list.limit && <Pager page={list.page} limit={list.limit} total={data.total} onChange={list.onPageChange} texts={t.pager} />}
    </Flex>
  );
}
