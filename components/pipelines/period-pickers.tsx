import { DatePicker } from 'antd';
import { personnelAdminText } from '@/locales/id/personnel-admin';
import type { PeriodQuery } from '@/services/personnel-admin';
import { dayjs, type Dayjs } from '@/utils/format';

const t = personnelAdminText.pipelines.period;

export interface PeriodPickerProps {
  value: PeriodQuery;
  onChange: (period: PeriodQuery) => void;
}

// Shown as Indonesian write a day; typed also as 15-10-2026.
const DAY_FORMATS = ['D MMMM YYYY', 'D-M-YYYY', 'D/M/YYYY'];
const ISO_DAY = 'YYYY-MM-DD';

/** One day as `YYYY-MM-DD` in a date picker that cannot be emptied. */
function DayPicker({ label, value, onChange }: { label: string; value: string; onChange: (day: string) => void }) {
  return (
    <DatePicker
      aria-label={label}
      placeholder={label}
      format={DAY_FORMATS}
      allowClear={false}
      value={dayjs(value, ISO_DAY)}
      onChange={(picked: Dayjs | null) => picked && onChange(picked.format(ISO_DAY))}
      style={{ width: 170 }}
    />
  );
}

/** KP: the period's date (1 April or 1 October by custom; any date is allowed). */
export function KpPeriodPicker({ value, onChange }: PeriodPickerProps) {
  return <DayPicker label={t.kp} value={value.periode} onChange={(periode) => onChange({ periode })} />;
}

/** Pemberhentian: the TMT range, two pickers (a two-month range popup does not fit a phone). */
export function RangePeriodPicker({ value, onChange }: PeriodPickerProps) {
  return (
    <>
      <DayPicker label={t.rangeStart} value={value.tglAwal} onChange={(tglAwal) => onChange({ ...value, tglAwal })} />
      <DayPicker label={t.rangeEnd} value={value.tglAkhir} onChange={(tglAkhir) => onChange({ ...value, tglAkhir })} />
    </>
  );
}

/** Pengadaan: the year. */
export function YearPeriodPicker({ value, onChange }: PeriodPickerProps) {
  return (
    <DatePicker
      picker="year"
      aria-label={t.year}
      placeholder={t.year}
      allowClear={false}
      value={dayjs(`${value.tahun}-01-01`, ISO_DAY)}
      onChange={(picked: Dayjs | null) => picked && onChange({ tahun: String(picked.year()) })}
      style={{ width: 120 }}
    />
  );
}
