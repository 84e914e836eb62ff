import { PagedTable } from '@/components/ui/data-table/paged-table';
import type { DataColumn } from '@/components/ui/data-table/data-table';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Panel } from '@/components/ui/panel';
import { SearchInput } from '@/components/ui/search-input';
import { Tag } from '@/components/ui/tag';
import { useListState } from '@/components/ui/use-list-state';
import { useNotify } from '@/components/ui/use-notify';
import { GroupTag } from '@/components/users/group-tag';
import { useParticipation } from '@/hooks/webinars/use-participation';
import { useParticipants } from '@/hooks/webinars/use-webinar-admin';
import { webinarsText } from '@/locales/id/webinars';
import { formatDateTimeShort } from '@/utils/format';
import type { ParticipantView } from '@/utils/schemas/webinars';

const t = webinarsText.table;
const score = (value: number | null) => value ?? '-';

/** The participants of a series (admins): group tag (MASTER red, PTPK yellow, GOOGLE green), account, attendance, scores. */
export function ParticipantsTable({ webinarId }: { webinarId: number }) {
  const list = useListState(20);
  const { data, isFetching } = useParticipants(webinarId, { search: list.search || undefined, page: list.page, limit: list.limit });
  const { attend } = useParticipation(webinarId);
  const notify = useNotify();
  const columns: DataColumn<ParticipantView>[] = [
    { key: 'group', title: t.group, render: (p) => <GroupTag group={p.group} /> },
    { key: 'username', title: t.username, render: (p) => p.username },
    { key: 'nip', title: t.nip, from: 'md', render: (p) => p.employee_number ?? '-' },
    { key: 'name', title: t.name, render: (p) => p.name },
    {
      key: 'attendance',
      title: t.attendance,
      render: (p) =>
        p.attended_at ? (
          <Tag color="success" title={formatDateTimeShort(p.attended_at)}>{t.present}</Tag>
        ) : (
          <Button size="small" loading={attend.isPending && attend.variables === p.user_id} onClick={() => void notify.track(attend.mutateAsync(p.user_id))}>
            {t.markPresent}
          </Button>
        ),
    },
    { key: 'pretest', title: t.pretest, from: 'md', render: (p) => score(p.pretest_score) },
    { key: 'posttest', title: t.posttest, from: 'md', render: (p) => score(p.posttest_score) },
    { key: 'survey', title: t.survey, from: 'lg', render: (p) => (p.survey ? t.surveyDone : t.surveyNone) },
    { key: 'certificate', title: t.certificate, from: 'lg', render: (p) => p.certificate_number ?? '-' },
  ];
  return (
    <Panel title={t.title} extra={<SearchInput label={t.search} placeholder={t.search} onSearch={list.onSearch} />}>
      <PagedTable<ParticipantView>
        testId="participants-table"
        data={data}
        list={list}
        pagerTexts={t.pager}
        hideOnSinglePage
        rowKey={(p) => p.id}
        columns={columns}
        loading={isFetching}
        empty={<EmptyState description={t.empty} />}
      />
    </Panel>
  );
}
