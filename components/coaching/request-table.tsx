import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Tag } from '@/components/ui/tag';
import { useNotify } from '@/components/ui/use-notify';
import { useClinicMutations } from '@/hooks/coaching/use-clinic-mutations';
import { useClinicRequests } from '@/hooks/coaching/use-clinics';
import { coachingText } from '@/locales/id/coaching';
import type { ClinicDetail, ClinicParticipantView } from '@/utils/schemas/coaching';
import { REQUEST_COLORS } from './clinic-facts';

const t = coachingText.requests;
/** The requests to join, with name and NIP; Terima/Tolak until the clinic ends. */
export function RequestTable({ clinic }: { clinic: ClinicDetail }) {
  const { data, isPending } = useClinicRequests(clinic.id);
  const { answer } = useClinicMutations();
  const notify = useNotify();
  const reply = (row: ClinicParticipantView, request: 'accepted' | 'refused') =>
    void notify.track(answer.mutateAsync({ id: clinic.id, userId: row.user_id, request }), t.answered);
  const columns: DataColumn<ClinicParticipantView>[] = [
    { key: 'name', title: t.name, render: (r) => r.name ?? r.username },
    { key: 'nip', title: t.nip, from: 'md', render: (r) => r.employee_number ?? '-' },
    { key: 'state', title: t.state, render: (r) => <Tag color={REQUEST_COLORS[r.request]}>{coachingText.request[r.request]}</Tag> },
    {
      key: 'actions',
      title: t.actions,
      render: (r) =>
        clinic.status !== 'end' && (
          <Flex gap={6} wrap>
            {r.request !== 'accepted' && (
              <Button size="small" type="primary" aria-label={`${t.accept} ${r.name ?? r.username}`} onClick={() => reply(r, 'accepted')}>
                {t.accept}
              </Button>
            )}
            {r.request !== 'refused' && (
              <Button size="small" danger aria-label={`${t.refuse} ${r.name ?? r.username}`} onClick={() => reply(r, 'refused')}>
                {t.refuse}
              </Button>
            )}
          </Flex>
        ),
    },
  ];
  return (
    <Panel title={t.title}>
      <DataTable testId="clinic-requests" rows={data} rowKey={(r) => r.user_id} columns={columns} loading={isPending} empty={<EmptyState description={t.empty} />} />
    </Panel>
  );
}
