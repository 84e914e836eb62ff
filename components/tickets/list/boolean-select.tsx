import { Select } from 'antd';
import { ticketsText } from '@/locales/id/tickets';

const f = ticketsText.filters;
const OPTIONS = [
  { value: 'true', label: f.yes },
  { value: 'false', label: f.no },
];

/** Ya / Tidak / (cleared) for a boolean filter. */
export function BooleanSelect({ label, value, onChange }: { label: string; value: boolean | undefined; onChange: (v: boolean | undefined) => void }) {
  return (
    <Select
      allowClear
      aria-label={label}
      placeholder={label}
      value={value === undefined ? undefined : String(value)}
      options={OPTIONS}
      onChange={(v: string | undefined) => onChange(v === undefined ? undefined : v === 'true')}
      style={{ width: '100%' }}
    />
  );
}
