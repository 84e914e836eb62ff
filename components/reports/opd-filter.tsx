import { Select } from 'antd';
import { personnelReportsText } from '@/locales/id/personnel-reports';
import { useEmployeeOpds } from '@/hooks/personnel-reports/use-reports';

const t = personnelReportsText.common;

/** The OPDs of the synced employees, with head counts, searchable by name; cleared means all. */
export function OpdFilter({ value, onChange }: { value?: string; onChange: (opdId: string | undefined) => void }) {
  const opds = useEmployeeOpds();
  return (
    <Select
      aria-label={t.opd}
      placeholder={t.opd}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={opds.isPending}
      value={value}
      options={(opds.data ?? []).map((opd) => ({ value: opd.id, label: t.option(opd.nama, opd.total) }))}
      onChange={(picked: string | undefined) => onChange(picked ?? undefined)}
      style={{ width: 280, maxWidth: '100%' }}
      popupMatchSelectWidth={false}
    />
  );
}
