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

// A KP period is the first of a month (1 April and 1 October by custom): picked as a month.
const MONTH_FORMATS = ['MMMM YYYY', 'M-YYYY', 'M/YYYY'];

interface UnitPickerProps {
  picker: 'month' | 'year';
  label: string;
  format?: string[];
  value: Dayjs;
  onPick: (picked: Dayjs) => void;
  width: number;
}

/** A month or a year in a date picker that cannot be emptied. */
function UnitPicker({ picker, label, format, value, onPick, width }: UnitPickerProps) {
  return (
    <DatePicker
      picker={picker}
      aria-label={label}
      placeholder={label}
      format={format}
      allowClear={false}
      value={value}
      onChange={(picked: Dayjs | null) => picked && onPick(picked)}
      style={{ width }}
    />
  );
}

/** KP: the period's month, sent as its first day (the API refuses any other day). */
export function KpPeriodPicker({ value, onChange }: PeriodPickerProps) {
  const pick = (picked: Dayjs) => onChange({ periode: picked.startOf('month').format(ISO_DAY) });
  return <UnitPicker picker="month" label={t.kp} format={MONTH_FORMATS} value={dayjs(value.periode, ISO_DAY)} onPick={pick} width={170} />;
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
  const pick = (picked: Dayjs) => onChange({ tahun: String(picked.year()) });
  return <UnitPicker picker="year" label={t.year} value={dayjs(`${value.tahun}-01-01`, ISO_DAY)} onPick={pick} width={120} />;
}
