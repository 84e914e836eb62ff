import { DatePicker } from 'antd';
import { dayjs, type Dayjs } from '@/utils/format';
import { currentYear } from '@/utils/format/current-year';

/** A year up to this one (Asia/Jakarta), never empty. */
export function YearPicker({ label, value, onChange }: { label: string; value: number; onChange: (year: number) => void }) {
  const last = currentYear();
  return (
    <DatePicker
      picker="year"
      aria-label={label}
      placeholder={label}
      allowClear={false}
      value={dayjs(new Date(value, 0, 1))}
      disabledDate={(day: Dayjs) => day.year() > last || day.year() < 2000}
      onChange={(picked: Dayjs | null) => picked && onChange(picked.year())}
      style={{ width: 120 }}
    />
  );
}

/** `tahun` of a URL when it is a year the API takes (2000 up to this one), else this year. */
export function readYear(raw: unknown): number {
  const year = typeof raw === 'string' && /^\d{4}$/.test(raw) ? Number(raw) : NaN;
  return year >= 2000 && year <= currentYear() ? year : currentYear();
}
