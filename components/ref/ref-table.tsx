import { useMemo, useState } from 'react';
import dynamic from 'next/dynamic';
import { PlusOutlined } from '@ant-design/icons';
import { referenceText } from '@/locales/id/reference';
import type { RefKind, RefRow } from '@/services/ref';
import { useRefList, useRefMutations } from '@/hooks/ref/use-ref';
import { Button } from '@/components/ui/button';
import { PagedTable } from '@/components/ui/data-table/paged-table';
import { editRemoveColumn } from '@/components/ui/edit-remove-buttons';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { SearchInput } from '@/components/ui/search-input';
import { useListState } from '@/components/ui/use-list-state';
import { useNotify } from '@/components/ui/use-notify';
import { useOnceOpened } from '@/components/ui/use-once-opened';
import { REF_KINDS } from './ref-kinds';

// The form (antd Modal, Form, ColorPicker, the markdown editor) loads when it is first opened.
const RefFormModal = dynamic(() => import('./ref-form-modal').then((m) => m.RefFormModal), { ssr: false });

/** Rows per page at first; a list that fits one page shows no pager. */
const FIRST_LIMIT = 20;
const isLocked = (row: RefRow) => 'locked' in row && row.locked;

/**
 * One reference list (the API answers it whole; it is searched and paged here) with create/edit in
 * a modal and delete (the API refuses in-use rows with 409; the lifecycle's status codes are locked).
 */
export function RefTable({ kind }: { kind: RefKind }) {
  const config = REF_KINDS[kind];
  const { data, isFetching } = useRefList(kind);
  const { remove } = useRefMutations(kind);
  const notify = useNotify();
  const list = useListState(FIRST_LIMIT);
  const [editing, setEditing] = useState<RefRow | null | undefined>(undefined);
  const modalLoaded = useOnceOpened(editing !== undefined);

  const rows = useMemo(() => {
    const term = list.search.trim().toLowerCase();
    return term ? data?.filter((r) => config.nameOf(r).toLowerCase().includes(term)) : data;
  }, [data, list.search, config]);
  const total = rows?.length ?? 0;
  // A delete can leave fewer pages than the one shown.
  const page = Math.min(list.page, Math.max(1, Math.ceil(total / list.limit)));
  const shown = rows && { data: rows.slice((page - 1) * list.limit, page * list.limit), total, page, limit: list.limit };

  const columns = [
    ...config.columns,
    editRemoveColumn<RefRow>(referenceText.columns.actions, referenceText, {
      name: config.nameOf,
      onEdit: setEditing,
      onRemove: (row) => notify.track(remove.mutateAsync(row.id), referenceText.removed),
      locked: (row) => (isLocked(row) ? referenceText.locked : undefined),
    }),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" gap={12} wrap>
        <SearchInput value={list.search} onChange={list.onSearch} onSearch={list.onSearch} label={referenceText.search} placeholder={referenceText.search} style={{ width: 320 }} />
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)} data-testid={`ref-add-${kind}`}>
          {referenceText.addTitle(config.label)}
        </Button>
      </Flex>
      <PagedTable<RefRow>
        testId={`ref-table-${kind}`}
        data={shown}
        list={{ ...list, page }}
        pagerTexts={referenceText.pager}
        hideOnSinglePage
        rowKey={(r) => r.id}
        columns={columns}
        loading={isFetching}
        empty={<EmptyState />}
      />
      {modalLoaded && <RefFormModal kind={kind} row={editing} onClose={() => setEditing(undefined)} />}
    </Flex>
  );
}
